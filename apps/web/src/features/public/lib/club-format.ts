/** The wording of the club's facts, shared with the server's pre-rendered pages. */
export * from "@bazin/shared/domain/club-format";
