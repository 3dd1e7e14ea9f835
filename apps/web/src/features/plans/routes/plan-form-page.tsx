/** Placeholder until the training hub's screen lands (issue 13). */
export function PlanFormPage() {
  return null;
}
