import { AUDIT_ACTIONS, type TAuditAction, type TAuditFilter } from "@bazin/shared/contracts/audit";
import { Button, Fieldset, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterPanel } from "../../../components/FilterPanel.tsx";

interface AuditFiltersProps {
  filter: TAuditFilter;
  /** Whether any filter is set (the clear button shows then). */
  active: boolean;
  onChange: (change: Partial<TAuditFilter>) => void;
}

/**
 * The audit log's filters: the typed texts are sent after a pause, the days at once when they make a range
 * (an end before the start is marked on the field and not sent).
 */
export function AuditFilters({ filter, active, onChange }: AuditFiltersProps) {
  const { t } = useTranslation(["admin", "validation"]);
  const [actor, setActor] = useState(filter.actor ?? "");
  const [q, setQ] = useState(filter.q ?? "");
  const [from, setFrom] = useState(filter.from ?? "");
  const [to, setTo] = useState(filter.to ?? "");
  const [debouncedActor] = useDebouncedValue(actor, 300);
  const [debouncedQ] = useDebouncedValue(q, 300);

  useEffect(() => {
    if ((debouncedActor.trim() || undefined) !== filter.actor) onChange({ actor: debouncedActor });
  }, [debouncedActor, filter.actor, onChange]);
  useEffect(() => {
    if ((debouncedQ.trim() || undefined) !== filter.q) onChange({ q: debouncedQ });
  }, [debouncedQ, filter.q, onChange]);

  const rangeInvalid = !!from && !!to && from > to;
  const changeDays = (next: { from: string; to: string }) => {
    setFrom(next.from);
    setTo(next.to);
    if (!next.from || !next.to || next.from <= next.to) onChange({ from: next.from, to: next.to });
  };

  const clear = () => {
    setActor("");
    setQ("");
    setFrom("");
    setTo("");
    onChange({ actor: undefined, action: undefined, from: undefined, to: undefined, q: undefined });
  };

  const fields = (
    <>
      <TextInput
        label={t("audit.filters.actor")}
        placeholder={t("audit.filters.actorPlaceholder")}
        type="search"
        value={actor}
        onChange={(e) => setActor(e.currentTarget.value)}
      />
      <Select
        label={t("audit.filters.action")}
        placeholder={t("audit.filters.allActions")}
        data={AUDIT_ACTIONS.map((value) => ({
          value,
          label: t(`audit.actions.${value.replaceAll(".", "_")}` as "audit.title"),
        }))}
        value={filter.action ?? null}
        onChange={(value) => onChange({ action: (value as TAuditAction | null) ?? undefined })}
        clearable
        clearButtonProps={{ "aria-label": t("audit.filters.allActions") }}
      />
      <TextInput
        label={t("audit.filters.from")}
        type="date"
        value={from}
        onChange={(e) => changeDays({ from: e.currentTarget.value, to })}
      />
      <TextInput
        label={t("audit.filters.to")}
        type="date"
        value={to}
        error={rangeInvalid ? t("validation:dateRangeInvalid") : undefined}
        onChange={(e) => changeDays({ from, to: e.currentTarget.value })}
      />
    </>
  );
  const clearButton = active && (
    <Button variant="subtle" px="sm" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={clear}>
      {t("audit.filters.clear")}
    </Button>
  );

  return (
    <FilterPanel
      always={
        <TextInput
          label={t("audit.filters.q")}
          placeholder={t("audit.filters.qPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
        />
      }
      fields={fields}
      activeCount={[filter.actor, filter.action, filter.from, filter.to].filter(Boolean).length}
      actions={clearButton || undefined}
      layout={(children, actions) => (
        <Fieldset legend={t("audit.filters.label")} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {children}
          </SimpleGrid>
          {actions && <Group mt="sm">{actions}</Group>}
        </Fieldset>
      )}
    />
  );
}
