import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { describeError } from "../../../lib/describe-error.ts";
import { downloadFile } from "../../../lib/download.ts";

export interface ExportButtonProps {
  /** The API path that streams the file (the server names the file). */
  path: string;
  label: string;
  /** Said once the file is saved, and when the download fails (the server's reason first). */
  doneMessage: string;
  failedMessage: string;
}

/** Downloads an export (CSV, Lenex) as a file, with a busy state while it streams and a message when it is done or failed. */
export function ExportButton({ path, label, doneMessage, failedMessage }: ExportButtonProps) {
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(path);
      notifications.show({ color: "green", message: doneMessage });
    } catch (error) {
      notifications.show({ color: "red", message: describeError(error, failedMessage) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={exporting}
      loaderProps={{ type: "dots" }}
      onClick={() => void onExport()}
    >
      {label}
    </Button>
  );
}
