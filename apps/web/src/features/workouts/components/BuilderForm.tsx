import { type TWorkout, ZWorkoutInput } from "@bazin/shared/contracts/workouts";
import { WORKOUT_SECTIONS } from "@bazin/shared/domain/training/workout-taxonomy";
import { Alert, Grid, Stack, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Form } from "../../../components/form/Form.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { LeaveGuard } from "../../../components/LeaveGuard.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { workoutEditPath } from "../../../lib/paths.ts";
import { useSaveWorkout } from "../api/save-workout.ts";
import { workoutNameAvailableQuery } from "../api/workout-name-available.ts";
import { BuilderContext, type BuilderContextValue } from "../lib/builder-context.ts";
import { NO_TREE_ERRORS, placeServerFields, type TreeErrors, validateTree } from "../lib/builder-errors.ts";
import {
  detailsOf,
  type WorkoutDetails,
  type WorkoutDetailsInput,
  ZWorkoutDetails,
} from "../lib/builder-form.ts";
import { builderReducer, initialBuilderState } from "../lib/builder-reducer.ts";
import { BuilderDetails, nameToCheck } from "./BuilderDetails.tsx";
import { BuilderDnd } from "./BuilderDnd.tsx";
import { BuilderHeader } from "./BuilderHeader.tsx";
import { BuilderSection } from "./BuilderSection.tsx";
import { BuilderTotals } from "./BuilderTotals.tsx";

const hasProblems = (errors: TreeErrors) =>
  errors.order.length > 0 || !!errors.general || Object.keys(errors.sections).length > 0;

/** Enter in a step's field must not save the whole workout (it does in the name field, as in any form). */
function keepEnterInTree(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (event.key === "Enter" && target instanceof HTMLInputElement) event.preventDefault();
}

/**
 * The builder of one workout (new when `workout` is null): details in the project's form (same zod contract as
 * the server), the step tree in a reducer, live totals, drag and drop, the leave guard and the save.
 */
export function BuilderForm({ workout }: { workout: TWorkout | null }) {
  const { t } = useTranslation("admin");
  const message = useValidationMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveWorkout();
  const exceptId = workout?.id ?? null;
  const form = useZodForm<WorkoutDetailsInput, WorkoutDetails>(ZWorkoutDetails, {
    defaultValues: detailsOf(workout),
  });
  const [state, dispatch] = useReducer(builderReducer, workout?.steps, initialBuilderState);
  const stepsRef = useRef(state.steps);
  stepsRef.current = state.steps;

  const [announcement, setAnnouncement] = useState("");
  const context = useMemo<BuilderContextValue>(
    () => ({
      dispatch,
      getSteps: () => stepsRef.current,
      // The same words twice in a row would not be said again: a no-break space makes them new.
      announce: (text) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text)),
    }),
    [],
  );

  // Problems of the tree show once a save was tried, then follow every change.
  const [checked, setChecked] = useState(false);
  // The server's step errors hold for the tree it was sent; any change makes them stale.
  const [server, setServer] = useState<{ steps: unknown; errors: TreeErrors } | null>(null);
  const clientErrors = useMemo(
    () => (checked ? validateTree(state.steps) : NO_TREE_ERRORS),
    [checked, state.steps],
  );
  const errors = hasProblems(clientErrors)
    ? clientErrors
    : server?.steps === state.steps
      ? server.errors
      : NO_TREE_ERRORS;

  const [formError, setFormError] = useState<string | null>(null);
  const level = useWatch({ control: form.control, name: "level" });

  // The leave guard reads these when the coach leaves, not on every keystroke.
  const dirty = useRef(false);
  dirty.current = state.dirty || form.formState.isDirty;
  const saving = useRef(false);
  const when = useCallback(() => !saving.current && dirty.current, []);

  // After a failed save, the first step with a problem is opened (by the reducer) and focused here.
  const focusNode = useRef<string | null>(null);
  useEffect(() => {
    const id = focusNode.current;
    if (!id) return;
    focusNode.current = null;
    const row = document.querySelector(`[data-builder-node="${id}"]`);
    const target = row?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? row?.querySelector("button");
    target?.focus();
  });

  const refuseTree = (tree: TreeErrors) => {
    if (tree.order.length > 0) {
      dispatch({ type: "expand", ids: tree.order });
      focusNode.current = tree.order[0] ?? null;
    }
    // The whole tree's problem, else "see the opened steps", else a section's own ("add a swum step").
    const section = Object.values(tree.sections)[0];
    const said = tree.general ?? (tree.order.length > 0 ? null : section);
    setFormError(said ? (message(said) ?? null) : t("builder.fixSteps"));
  };

  const submit = async (details: WorkoutDetails) => {
    setFormError(null);
    setChecked(true);
    const steps = stepsRef.current;
    const tree = validateTree(steps);
    if (hasProblems(tree)) return refuseTree(tree);
    // Known taken from the check while typing: said under the name, no request.
    const name = nameToCheck(details.name);
    if (queryClient.getQueryData(workoutNameAvailableQuery(name, exceptId).queryKey)?.available === false) {
      form.setError("name", { type: "taken", message: "workoutNameTaken" }, { shouldFocus: true });
      return;
    }
    const body = ZWorkoutInput.parse({ ...details, steps });
    try {
      saving.current = true;
      const saved = await save.mutateAsync({ id: exceptId, body });
      notifications.show({
        color: "teal",
        message: t(workout ? "builder.savedMessage" : "builder.createdMessage", { name: saved.name }),
      });
      if (!workout) {
        // The guard stays off: this page goes away with the navigation.
        navigate(workoutEditPath(saved.id), { replace: true });
        return;
      }
      saving.current = false;
      form.reset(detailsOf(saved));
      dispatch({ type: "saved" });
    } catch (failure) {
      saving.current = false;
      if (isApiError(failure)) {
        const nameKey =
          failure.fields.name ?? (failure.code === "WORKOUT_NAME_TAKEN" ? "workoutNameTaken" : null);
        if (nameKey) {
          form.setError("name", { type: "server", message: nameKey }, { shouldFocus: true });
          return;
        }
        const placed = placeServerFields(steps, failure.fields);
        if (hasProblems(placed)) {
          setServer({ steps, errors: placed });
          return refuseTree(placed);
        }
      }
      setFormError(describeError(failure, t("builder.saveFailed")));
    }
  };

  const onInvalid = () => {
    setChecked(true);
    const tree = validateTree(stepsRef.current);
    if (hasProblems(tree)) refuseTree(tree);
  };

  return (
    <BuilderContext.Provider value={context}>
      <Form
        form={form}
        onSubmit={submit}
        onInvalid={onInvalid}
        error={formError}
        aria-labelledby="builder-title"
      >
        <BuilderHeader workout={workout} saving={save.isPending} />
        <BuilderDetails exceptId={exceptId} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops Enter from submitting the form */}
            <div onKeyDown={keepEnterInTree}>
              <BuilderDnd>
                <Stack gap="md">
                  {errors.general && (
                    <Alert color="red" variant="light">
                      {message(errors.general)}
                    </Alert>
                  )}
                  {WORKOUT_SECTIONS.map((section) => (
                    <BuilderSection
                      key={section}
                      section={section}
                      nodes={state.steps[section]}
                      expanded={state.expanded}
                      errors={errors}
                    />
                  ))}
                </Stack>
              </BuilderDnd>
            </div>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <div style={{ position: "sticky", top: "var(--builder-sticky-top, 80px)" }}>
              <BuilderTotals steps={state.steps} level={level} />
            </div>
          </Grid.Col>
        </Grid>
      </Form>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <LeaveGuard
        when={when}
        texts={{
          title: t("builder.leave.title"),
          text: t("builder.leave.text"),
          stay: t("builder.leave.stay"),
          leave: t("builder.leave.leave"),
        }}
      />
    </BuilderContext.Provider>
  );
}
