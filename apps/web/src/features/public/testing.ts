import type { TClubResponse } from "@bazin/shared/contracts/club";

/** A club as GET /api/club answers it, for component tests (the seeded club's facts, two instructors). */
export const CLUB_FIXTURE: TClubResponse = {
  profile: {
    name: "Bazinul Didactic Municipal Fălticeni",
    shortName: "Bazinul Municipal",
    description: { ro: "Școala de înot.", en: "The swimming school." },
    street: "Strada Sportului nr. 4",
    locality: "Fălticeni",
    county: "Suceava",
    postalCode: "725200",
    countryCode: "RO",
    phone: "+40 230 541 234",
    whatsapp: "0742 541 234",
    email: "contact@bazinulmunicipal.ro",
    socialUrl: "https://www.facebook.com/BazinulDidacticMunicipalFalticeni",
    latitude: 47.4597,
    longitude: 26.3003,
    officeHours: [{ weekdays: [1, 2, 3, 4, 5], opens: "08:00", closes: "16:00" }],
    poolLengthMeters: 25,
    poolIndoor: true,
    statInstructors: 3,
    statYears: 13,
    statDaysPerWeek: 5,
    facilities: [{ ro: "Vestiare separate", en: "Separate changing rooms" }],
  },
  instructors: [
    {
      id: "i1",
      firstName: "Ana-Maria",
      lastName: "Rusu",
      bio: { ro: "Instructoare principală.", en: "Head instructor." },
      photoUrl: "/api/club/instructors/i1/photo?v=abc",
      weekdays: [1, 3, 5],
    },
    {
      id: "i2",
      firstName: "Cristian",
      lastName: "Moldovan",
      bio: { ro: "Salvamar.", en: "Lifeguard." },
      photoUrl: null,
      weekdays: [2, 4],
    },
  ],
  slots: [
    { id: "s1", weekday: 1, startTime: "16:30", durationMinutes: 60, ageGroup: "children", capacity: 12 },
    { id: "s2", weekday: 1, startTime: "17:30", durationMinutes: 60, ageGroup: "children", capacity: 12 },
    { id: "s3", weekday: 2, startTime: "15:30", durationMinutes: 60, ageGroup: "children", capacity: 12 },
    { id: "s4", weekday: 2, startTime: "19:30", durationMinutes: 60, ageGroup: "adults", capacity: 10 },
  ],
};
