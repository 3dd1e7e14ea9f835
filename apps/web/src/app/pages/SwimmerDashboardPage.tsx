import { RoleHomePage } from "./RoleHomePage.tsx";

/** The swimmer's /swimmer dashboard (placeholder while issue 12 builds it). */
export function SwimmerDashboardPage() {
  return <RoleHomePage />;
}
