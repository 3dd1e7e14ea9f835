import type { TAdvancedSwimmerDetail } from "@bazin/shared/contracts/swimmers";
import { Anchor, Grid, Group, Modal, Skeleton, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { paths } from "../../../lib/paths.ts";
import { useDeleteAdvancedSwimmer } from "../api/delete-advanced-swimmer.ts";
import { useAdvancedSwimmer } from "../api/get-advanced-swimmer.ts";
import { AttendanceCard } from "../components/AttendanceCard.tsx";
import { HeartRateCard } from "../components/HeartRateCard.tsx";
import { PageState } from "../components/PageState.tsx";
import { PersonalBestsCard } from "../components/PersonalBestsCard.tsx";
import { RecentTimesCard } from "../components/RecentTimesCard.tsx";
import { SwimmerEditForm } from "../components/SwimmerEditForm.tsx";
import { SwimmerHeader } from "../components/SwimmerHeader.tsx";
import { swimmerFailure } from "../lib/failure.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/advanced-swimmers/:id/details: profile, heart rate and zones, personal bests and recent times. */
export function SwimmerDetailsPage() {
  const { id = "" } = useParams();
  return UUID.test(id) ? <SwimmerDetails id={id} /> : <NotFound />;
}

function NotFound() {
  const { t } = useTranslation("admin");
  usePageTitle(t("advancedSwimmers.details.notFoundTitle"));
  return (
    <PageState
      title={t("advancedSwimmers.details.notFoundTitle")}
      text={t("advancedSwimmers.details.notFoundText")}
    />
  );
}

function SwimmerDetails({ id }: { id: string }) {
  const { t } = useTranslation("admin");
  const swimmer = useAdvancedSwimmer(id);
  usePageTitle(swimmer.data?.fullName ?? t("advancedSwimmers.title"));
  const { error } = swimmer;

  if (error instanceof ApiError && (error.status === 404 || error.code === "ADVANCED_SWIMMER_NOT_FOUND"))
    return <NotFound />;
  if (error instanceof ApiError && error.status === 403)
    return (
      <PageState title={t("advancedSwimmers.details.noAccessTitle")} text={swimmerFailure(error, "load")} />
    );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.advancedSwimmers} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t("advancedSwimmers.back")}
        </Group>
      </Anchor>
      {swimmer.isError ? (
        <RetryAlert
          message={swimmerFailure(error, "load")}
          retryLabel={t("advancedSwimmers.retry")}
          onRetry={() => void swimmer.refetch()}
          retrying={swimmer.isFetching}
        />
      ) : !swimmer.data ? (
        <Stack aria-busy>
          <Skeleton h={80} />
          <Skeleton h={260} />
        </Stack>
      ) : (
        <SwimmerView swimmer={swimmer.data} />
      )}
    </Stack>
  );
}

function SwimmerView({ swimmer }: { swimmer: TAdvancedSwimmerDetail }) {
  const { t } = useTranslation(["admin", "common"]);
  const phone = useMediaQuery("(max-width: 48em)");
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteAdvancedSwimmer();

  const confirmDelete = () => {
    setDeleteError(null);
    remove.mutate(swimmer.id, {
      onSuccess: () => {
        notifications.show({
          color: "teal",
          message: t("advancedSwimmers.details.deleted", { name: swimmer.fullName }),
        });
        void navigate(paths.admin.advancedSwimmers);
      },
      onError: (failure) => setDeleteError(swimmerFailure(failure, "delete")),
    });
  };

  return (
    <>
      <SwimmerHeader
        swimmer={swimmer}
        onEdit={() => setEditing(true)}
        onDelete={() => {
          setDeleteError(null);
          setDeleting(true);
        }}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <HeartRateCard swimmer={swimmer} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AttendanceCard />
        </Grid.Col>
        <Grid.Col span={12}>
          <PersonalBestsCard bests={swimmer.personalBestList} />
        </Grid.Col>
        <Grid.Col span={12}>
          <RecentTimesCard times={swimmer.recentTimes} />
        </Grid.Col>
      </Grid>

      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t("advancedSwimmers.details.editTitle", { name: swimmer.fullName })}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ "aria-label": t("common:actions.close") }}
      >
        {editing && (
          <SwimmerEditForm
            swimmer={swimmer}
            onCancel={() => setEditing(false)}
            onDone={() => {
              setEditing(false);
              notifications.show({ color: "teal", message: t("advancedSwimmers.details.saved") });
            }}
          />
        )}
      </Modal>

      <ConfirmDeleteModal
        opened={deleting}
        title={t("advancedSwimmers.details.confirmTitle")}
        text={t("advancedSwimmers.details.confirmText", { name: swimmer.fullName })}
        confirmLabel={t("advancedSwimmers.details.confirmDelete")}
        cancelLabel={t("advancedSwimmers.details.cancel")}
        error={deleteError}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
