import { MEDICAL_CERTIFICATE_MAX_BYTES, MEDICAL_CERTIFICATE_TYPES } from "@bazin/shared/domain/registration";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, NetworkError } from "../../../lib/api-error.ts";
import { UploadTimeoutError } from "../../../lib/upload.ts";
import { uploadCertificate } from "../api/upload-certificate.ts";
import type { CertificateInfo } from "../lib/wizard-storage.ts";

export interface CertificateUpload {
  status: "idle" | "uploading" | "done" | "error";
  /** 0–100 while uploading. */
  progress: number;
  /** The file being uploaded or uploaded (name, size, type); after a reload only what was stored. */
  info: CertificateInfo | null;
  /** An object URL for an image's thumbnail while its file is in memory (never after a reload). */
  previewUrl: string | null;
  error: string | null;
  select: (file: File | null) => void;
  remove: () => void;
}

export interface UploadedCertificate {
  uploadId: string;
  info: CertificateInfo;
}

const MAX_MB = MEDICAL_CERTIFICATE_MAX_BYTES / 1024 / 1024;
const IMAGE_TYPES = new Set(["image/jpeg", "image/jpg", "image/png"]);

/**
 * The certificate's upload, kept by the wizard so it goes on while the visitor moves between steps. Type and
 * size are checked here first, for a clear early message; the server checks the content again.
 */
export function useCertificateUpload(
  stored: CertificateInfo | null,
  onChange: (uploaded: UploadedCertificate | null) => void,
): CertificateUpload {
  const { t } = useTranslation(["public", "common", "errors"]);
  const [status, setStatus] = useState<CertificateUpload["status"]>(stored ? "done" : "idle");
  const [progress, setProgress] = useState(0);
  const [info, setInfo] = useState<CertificateInfo | null>(stored);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!file || !IMAGE_TYPES.has(file.type)) return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const failureText = useCallback(
    (failure: unknown): string => {
      if (failure instanceof NetworkError || failure instanceof UploadTimeoutError) {
        return t("common:errors.connection");
      }
      if (failure instanceof ApiError && failure.status === 413) {
        return failure.code === "FILE_TOO_LARGE" && failure.serverMessage
          ? failure.serverMessage
          : t("errors:FILE_TOO_LARGE", { maxMb: MAX_MB });
      }
      if (failure instanceof ApiError && failure.status === 415) {
        return failure.serverMessage ?? t("errors:UNSUPPORTED_FILE_TYPE");
      }
      // The server's own words for a refusal, also when uploads are paused for everyone (503 UPLOADS_FULL).
      if (
        failure instanceof ApiError &&
        failure.serverMessage &&
        (failure.status < 500 || failure.code === "UPLOADS_FULL")
      ) {
        return failure.serverMessage;
      }
      return t("errors:CERTIFICATE_MISSING");
    },
    [t],
  );

  const remove = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setStatus("idle");
    setProgress(0);
    setInfo(null);
    setFile(null);
    setError(null);
    onChangeRef.current(null);
  }, []);

  const select = useCallback(
    (picked: File | null) => {
      if (!picked) return;
      remove();
      const chosen = { name: picked.name, sizeBytes: picked.size, contentType: picked.type };
      // An empty type (some systems do not know PDFs) is left to the server, which reads the content.
      if (picked.type && !(MEDICAL_CERTIFICATE_TYPES as readonly string[]).includes(picked.type)) {
        setStatus("error");
        setError(t("errors:UNSUPPORTED_FILE_TYPE"));
        return;
      }
      if (picked.size > MEDICAL_CERTIFICATE_MAX_BYTES) {
        setStatus("error");
        setError(t("errors:FILE_TOO_LARGE", { maxMb: MAX_MB }));
        return;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setInfo(chosen);
      setFile(picked);
      setStatus("uploading");
      uploadCertificate(picked, { signal: controller.signal, onProgress: setProgress })
        .then((answer) => {
          if (controller.signal.aborted) return;
          const uploaded = { ...chosen, sizeBytes: answer.sizeBytes, contentType: answer.contentType };
          setInfo(uploaded);
          setProgress(100);
          setStatus("done");
          onChangeRef.current({ uploadId: answer.uploadId, info: uploaded });
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          setStatus("error");
          setInfo(null);
          setFile(null);
          setError(failureText(failure));
        })
        .finally(() => {
          if (inFlight.current === controller) inFlight.current = null;
        });
    },
    [remove, t, failureText],
  );

  return { status, progress, info, previewUrl, error, select, remove };
}
