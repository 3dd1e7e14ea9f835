import { z } from "zod";

/** A colour as `#rrggbb`, what the colour picker gives and the screens draw the group's swatch with. */
export const GROUP_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const GROUP_NAME_MAX_LENGTH = 100;
export const GROUP_DESCRIPTION_MAX_LENGTH = 500;

/** A person a group can hold: a swimmer account (member) or a coach account (leads it). */
export const ZGroupPerson = z.object({ id: z.string(), fullName: z.string(), username: z.string() });
export type TGroupPerson = z.infer<typeof ZGroupPerson>;

/** A training group (spec §3 "Group"): name, description, colour, swimmers, and its coaches. */
export const ZGroup = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string().nullable(),
  swimmers: z.array(ZGroupPerson),
  coaches: z.array(ZGroupPerson),
  createdAt: z.string(),
  /** The group's chat room (made with the group), for a link to it. */
  roomId: z.string().nullable(),
});
export type TGroup = z.infer<typeof ZGroup>;

export const ZGroupListResponse = z.object({ items: z.array(ZGroup) });
export type TGroupListResponse = z.infer<typeof ZGroupListResponse>;

/** The accounts the form may choose from: active swimmers and active coaches, by name. */
export const ZGroupCandidatesResponse = z.object({
  swimmers: z.array(ZGroupPerson),
  coaches: z.array(ZGroupPerson),
});
export type TGroupCandidatesResponse = z.infer<typeof ZGroupCandidatesResponse>;

/** Create or edit a group; the lists replace the group's members. */
export const ZGroupInput = z.object({
  name: z
    .string({ error: "fieldRequired" })
    .trim()
    .min(1, "fieldRequired")
    .max(GROUP_NAME_MAX_LENGTH, "maxLength100"),
  description: z
    .string()
    .trim()
    .max(GROUP_DESCRIPTION_MAX_LENGTH, "maxLength500")
    .nullish()
    .transform((v) => (v ? v : null)),
  color: z.string({ error: "colorInvalid" }).regex(GROUP_COLOR_PATTERN, "colorInvalid"),
  swimmerIds: z.array(z.uuid()).max(500).default([]),
  coachIds: z.array(z.uuid()).max(50).default([]),
});
export type TGroupInput = z.input<typeof ZGroupInput>;

export const ZGroupParams = z.object({ id: z.uuid() });
