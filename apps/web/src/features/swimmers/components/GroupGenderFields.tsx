import { GENDERS } from "@bazin/shared/domain/training/events";
import { Group, Radio, Select, SimpleGrid } from "@mantine/core";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { useSwimmerGroups } from "../api/list-swimmer-groups.ts";
import type { SwimmerProfileValues } from "./form-values.ts";

/** The swimmer's group (optional: the groups the caller may use) and gender (required: records need it). */
export function GroupGenderFields() {
  const { t } = useTranslation(["admin", "common"]);
  const { control } = useFormContext<SwimmerProfileValues>();
  const group = useController({ name: "groupId", control });
  const gender = useController({ name: "gender", control });
  const groups = useSwimmerGroups();
  const message = useValidationMessage();

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t("advancedSwimmers.fields.group")}
        description={
          groups.isError ? t("advancedSwimmers.create.groupsFailed") : t("advancedSwimmers.create.groupHint")
        }
        placeholder={t("advancedSwimmers.create.groupPlaceholder")}
        clearable
        data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        name={group.field.name}
        ref={group.field.ref}
        value={group.field.value ?? null}
        onChange={(value) => group.field.onChange(value ?? null)}
        onBlur={group.field.onBlur}
        error={message(group.fieldState.error?.message)}
      />
      <Radio.Group
        label={t("advancedSwimmers.fields.gender")}
        description={t("advancedSwimmers.create.genderHint")}
        name={gender.field.name}
        value={gender.field.value ?? ""}
        onChange={(value) => {
          gender.field.onChange(value as SwimmerProfileValues["gender"]);
          gender.field.onBlur();
        }}
        error={message(gender.fieldState.error?.message)}
        withAsterisk={false}
      >
        <Group gap="lg" mt={8}>
          {GENDERS.map((g, i) => (
            <Radio
              key={g}
              value={g}
              label={t(`common:training.gender.${g}`)}
              ref={i === 0 ? gender.field.ref : undefined}
            />
          ))}
        </Group>
      </Radio.Group>
    </SimpleGrid>
  );
}
