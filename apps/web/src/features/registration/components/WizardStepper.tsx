import { Box, Stepper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { STEP_KEYS } from "../lib/wizard-values.ts";
import classes from "./WizardStepper.module.css";

/**
 * Where the visitor is among the seven steps. Earlier steps are buttons back to them; later ones open only
 * through Continue. On a phone only the numbered dots show (the step heading says which step it is).
 */
export function WizardStepper({ active, onSelect }: { active: number; onSelect: (step: number) => void }) {
  const { t } = useTranslation("public");
  return (
    <Box component="nav" aria-label={t("registration.stepsLabel")} className={classes.root}>
      <Stepper
        active={active}
        onStepClick={onSelect}
        allowNextStepsSelect={false}
        labelPosition="bottom"
        size="sm"
        classNames={{
          steps: classes.steps,
          step: classes.step,
          stepBody: classes.stepBody,
          separator: classes.separator,
        }}
      >
        {STEP_KEYS.map((key, index) => {
          const title = t(`registration.steps.${key}`);
          return (
            <Stepper.Step
              key={key}
              label={title}
              aria-label={t("registration.stepButton", { step: index + 1, title })}
              aria-current={index === active ? "step" : undefined}
              disabled={index >= active}
            />
          );
        })}
      </Stepper>
    </Box>
  );
}
