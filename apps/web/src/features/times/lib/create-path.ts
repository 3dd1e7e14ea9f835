import { paths } from "../../../lib/paths.ts";

/** The query parameter of the add page that preselects a swimmer. */
export const CREATE_STUDENT_PARAM = "student";

/** The add page, with the swimmer already chosen when there is one. */
export function timesCreatePath(studentId?: string | null): string {
  return studentId
    ? `${paths.admin.swimmingTimesCreate}?${CREATE_STUDENT_PARAM}=${encodeURIComponent(studentId)}`
    : paths.admin.swimmingTimesCreate;
}
