import type { LenexMatchStatus, TLenexCandidate } from "@bazin/shared/contracts/lenex";

/*
 * Who an athlete of a Lenex file is among the club's students, and which club of the file is ours. Names are
 * compared as sets of words without accents, case or punctuation, so "Ștefănescu Ana-Maria" in the meet
 * software equals "Ana Maria Stefanescu" in the registration.
 */

/** The words of a name, folded (no diacritics, lower case) and sorted. */
export function nameWords(name: string): string[] {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort();
}

const nameKey = (name: string) => nameWords(name).join(" ");

export interface AthleteToMatch {
  athleteId: string;
  /** First name, prefix and last name in any order. */
  fullName: string;
  birthDate: string | null;
}

export interface AthleteMatch {
  status: LenexMatchStatus;
  studentId: string | null;
  candidates: TLenexCandidate[];
}

/** The most candidates listed for one athlete. */
const MAX_CANDIDATES = 10;

/**
 * Matches each athlete with the students: `matched` when exactly one student has the same name and birth date;
 * `ambiguous` when several do, or when students share the birth date and a word of the name, or the name with
 * another birth date (the candidates are listed); `unmatched` otherwise.
 */
export function matchAthletes(
  athletes: readonly AthleteToMatch[],
  students: readonly TLenexCandidate[],
): Map<string, AthleteMatch> {
  const byName = new Map<string, TLenexCandidate[]>();
  const byBirth = new Map<string, { student: TLenexCandidate; words: Set<string> }[]>();
  for (const student of students) {
    const words = nameWords(student.fullName);
    const key = words.join(" ");
    byName.set(key, [...(byName.get(key) ?? []), student]);
    const born = byBirth.get(student.birthDate) ?? [];
    born.push({ student, words: new Set(words) });
    byBirth.set(student.birthDate, born);
  }

  const matches = new Map<string, AthleteMatch>();
  for (const athlete of athletes) {
    const words = nameWords(athlete.fullName);
    const sameName = byName.get(words.join(" ")) ?? [];
    const exact = sameName.filter((s) => s.birthDate === athlete.birthDate);
    if (exact.length === 1) {
      matches.set(athlete.athleteId, { status: "matched", studentId: exact[0]!.id, candidates: exact });
      continue;
    }
    const candidates = new Map<string, TLenexCandidate>(exact.map((s) => [s.id, s]));
    if (athlete.birthDate) {
      for (const { student, words: theirs } of byBirth.get(athlete.birthDate) ?? [])
        if (words.some((w) => theirs.has(w))) candidates.set(student.id, student);
    }
    for (const student of sameName) candidates.set(student.id, student);
    const listed = [...candidates.values()].slice(0, MAX_CANDIDATES);
    matches.set(athlete.athleteId, {
      status: listed.length > 0 ? "ambiguous" : "unmatched",
      studentId: null,
      candidates: listed,
    });
  }
  return matches;
}

/** Words every club name has, which say nothing about which club it is. */
const GENERIC = new Set([
  "club",
  "clubul",
  "sportiv",
  "sportive",
  "scolar",
  "asociatia",
  "municipal",
  "municipiul",
  "swimming",
  "swim",
  "team",
  "natatie",
  "inot",
]);

const distinctive = (name: string) => new Set(nameWords(name).filter((w) => w.length > 2 && !GENERIC.has(w)));

/** How much two club names share: common distinctive words over the shorter name's, 0 … 1. */
export function clubNameScore(a: string, b: string): number {
  const x = distinctive(a);
  const y = distinctive(b);
  if (x.size === 0 || y.size === 0) return nameKey(a) === nameKey(b) && x.size + y.size === 0 ? 1 : 0;
  let common = 0;
  for (const word of x) if (y.has(word)) common++;
  return common / Math.min(x.size, y.size);
}

/**
 * The club of the file that is ours: the one whose name best matches one of ours (at least half of the
 * shorter name's distinctive words, and better than any other), else the only club, else none (ask).
 */
export function defaultClub<T extends { key: string; name: string }>(
  clubs: readonly T[],
  ourNames: readonly string[],
): T | null {
  const scored = clubs
    .map((club) => ({ club, score: Math.max(0, ...ourNames.map((n) => clubNameScore(club.name, n))) }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (best && best.score >= 0.5 && (!second || second.score < best.score)) return best.club;
  return clubs.length === 1 ? clubs[0]! : null;
}
