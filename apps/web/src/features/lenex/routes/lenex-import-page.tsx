import { LENEX_MAX_UPLOAD_BYTES, type TLenexPreview } from "@bazin/shared/contracts/lenex";
import { Alert, Anchor, Button, FileInput, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconFileImport, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { useImportLenex } from "../api/import-lenex.ts";
import { usePreviewLenex } from "../api/preview-lenex.ts";
import { AthletesReview } from "../components/AthletesReview.tsx";
import { ClubChoice } from "../components/ClubChoice.tsx";
import { ImportSummary } from "../components/ImportSummary.tsx";
import { MeetCard } from "../components/MeetCard.tsx";
import { SkipSummary } from "../components/SkipSummary.tsx";
import { UploadProgress } from "../components/UploadProgress.tsx";
import { type Assignments, decisionsOf, initialAssignments, resultsToImport } from "../lib/assignments.ts";

const ACCEPT = ".lef,.lxf";

/**
 * /admin/swimming-times/import: a meet's results from a Lenex file. The file is read (preview), the coach
 * checks the club and who each swimmer is, then the same file is sent again with those choices (import).
 * Nothing of an unfinished import is kept on the server.
 */
export function LenexImportPage() {
  const { t } = useTranslation("admin");
  usePageTitle(t("lenex.title"));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<TLenexPreview | null>(null);
  const [assignments, setAssignments] = useState<Assignments>({});
  const previewing = usePreviewLenex();
  const importing = useImportLenex();
  const busy = previewing.isPending || importing.isPending;

  const read = (chosen: File, club: string | null = null) => {
    setProgress(0);
    importing.reset();
    previewing.mutate(
      { file: chosen, club, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          setAssignments(initialAssignments(answer.athletes));
        },
      },
    );
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setFileError(null);
    previewing.reset();
    importing.reset();
    if (!chosen) return;
    if (chosen.size > LENEX_MAX_UPLOAD_BYTES) {
      setFileError(t("lenex.file.tooLarge"));
      return;
    }
    read(chosen);
  };

  const startOver = () => choose(null);

  const count = preview ? resultsToImport(preview.athletes, assignments) : 0;
  const submit = () => {
    if (!file || !preview?.club) return;
    setProgress(0);
    importing.mutate({
      file,
      decisions: decisionsOf(preview.club, preview.athletes, assignments),
      onProgress: setProgress,
    });
  };

  const failure = previewing.error ?? importing.error;
  const failureText = failure
    ? describeError(failure, t(previewing.error ? "lenex.errors.preview" : "lenex.errors.import"))
    : null;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.swimmingTimes} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: "-2px" }} /> {t("lenex.back")}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t("lenex.title")}
        </Title>
        <Text c="gray.7" mt={4} maw={720}>
          {t("lenex.intro")}
        </Text>
      </div>

      {importing.data ? (
        <ImportSummary result={importing.data} onAgain={startOver} />
      ) : (
        <>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <FileInput
                label={t("lenex.file.label")}
                description={t("lenex.file.description")}
                placeholder={t("lenex.file.placeholder")}
                accept={ACCEPT}
                value={file}
                onChange={choose}
                clearable
                clearButtonProps={{ "aria-label": t("lenex.file.clear") }}
                // Mantine's placeholder grey is too pale to read on white (WCAG AA).
                styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
                disabled={busy}
                error={fileError}
                leftSection={<IconUpload size={18} aria-hidden />}
                maw={560}
              />
              {busy && (
                <UploadProgress percent={progress} working={importing.isPending ? "importing" : "reading"} />
              )}
              {failureText && (
                <Alert
                  color="red"
                  variant="light"
                  role="alert"
                  title={t(previewing.error ? "lenex.errors.title" : "lenex.errors.importTitle")}
                >
                  {failureText}
                </Alert>
              )}
            </Stack>
          </Paper>

          {preview && file && (
            <Stack gap="lg">
              <MeetCard meet={preview.meet} />
              {preview.clubs.length > 1 && (
                <ClubChoice
                  clubs={preview.clubs}
                  value={preview.club}
                  onChange={(club) => read(file, club)}
                  disabled={busy}
                />
              )}
              {!preview.club ? (
                <Alert color="yellow" variant="light">
                  {preview.clubs.length === 0 ? t("lenex.club.none") : t("lenex.club.choose")}
                </Alert>
              ) : (
                <>
                  <SkipSummary skipped={preview.skipped} />
                  <AthletesReview
                    key={preview.club}
                    athletes={preview.athletes}
                    assignments={assignments}
                    onAssign={(athleteId, studentId) =>
                      setAssignments((current) => ({ ...current, [athleteId]: studentId }))
                    }
                  />
                  <Group gap="sm" align="center">
                    <Button
                      size="md"
                      leftSection={<IconFileImport size={18} aria-hidden />}
                      onClick={submit}
                      disabled={count === 0 || busy}
                      loading={importing.isPending}
                    >
                      {t("lenex.import.button", { count })}
                    </Button>
                    {count === 0 && (
                      <Text size="sm" c="gray.7">
                        {t("lenex.import.nothing")}
                      </Text>
                    )}
                  </Group>
                </>
              )}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
