/*
 * The contract schemas that check the wizard's API answers, imported dynamically by the API functions with
 * their first request (ADR 010). Re-exported from one module of ours rather than imported from the contracts
 * directly: a dynamic import of a module other chunks share makes the bundler add its runtime to the home
 * page's first load.
 */
export { ZGdprCurrentResponse } from "@bazin/shared/contracts/content";
export {
  ZCertificateUploadResponse,
  ZRegistrationResponse,
  ZSlotAvailabilityResponse,
} from "@bazin/shared/contracts/registration";
