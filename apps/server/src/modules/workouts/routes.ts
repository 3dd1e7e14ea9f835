import {
  ZArchiveWorkoutRequest,
  ZNameAvailable,
  ZNameAvailableQuery,
  ZWorkout,
  ZWorkoutAuthors,
  ZWorkoutFitQuery,
  ZWorkoutInput,
  ZWorkoutListQuery,
  ZWorkoutPage,
  ZWorkoutParams,
} from "@bazin/shared/contracts/workouts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import {
  archiveWorkout,
  createWorkout,
  duplicateWorkout,
  nameAvailable,
  removeWorkout,
  saveWorkout,
  workoutAuthors,
  workoutDetail,
  workoutFitFile,
  workoutPage,
} from "./service.ts";

/** The workout library and builder (SPEC §2, §3; TRAINING.md §4): contracts/workouts.ts lists the routes. */
export async function workoutRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { access: ["admin", "coach"] as ["admin", "coach"] };
  const tags = ["workouts"];

  api.get(
    "/api/workouts",
    {
      config: staff,
      schema: {
        tags,
        summary: "The library: level, type, distance, strokes, equipment, zone, author and text filters",
        querystring: ZWorkoutListQuery,
        response: { 200: ZWorkoutPage },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return workoutPage(app.ctx, request.query);
    },
  );

  api.get(
    "/api/workouts/authors",
    {
      config: staff,
      schema: { tags, summary: "Who wrote the library's workouts", response: { 200: ZWorkoutAuthors } },
    },
    async () => workoutAuthors(app.ctx),
  );

  api.get(
    "/api/workouts/name-available",
    {
      config: staff,
      schema: {
        tags,
        summary: "Whether a name is free (case and diacritics ignored), except for the workout being edited",
        querystring: ZNameAvailableQuery,
        response: { 200: ZNameAvailable },
      },
    },
    async (request) => nameAvailable(app.ctx, request.query.name, request.query.exceptId),
  );

  api.post(
    "/api/workouts",
    {
      config: staff,
      schema: {
        tags,
        summary: "Create a workout; the caller is its author",
        body: ZWorkoutInput,
        response: { 201: ZWorkout },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWorkout(app.ctx, requireUser(request), request.body)),
  );

  api.get(
    "/api/workouts/:id",
    {
      config: staff,
      schema: {
        tags,
        summary: "A workout with its steps",
        params: ZWorkoutParams,
        response: { 200: ZWorkout },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return workoutDetail(app.ctx, request.params.id);
    },
  );

  api.put(
    "/api/workouts/:id",
    {
      config: staff,
      schema: {
        tags,
        summary: "Save a workout (the whole workout, as on create)",
        params: ZWorkoutParams,
        body: ZWorkoutInput,
        response: { 200: ZWorkout },
      },
    },
    async (request) => saveWorkout(app.ctx, requireUser(request), request.params.id, request.body),
  );

  api.post(
    "/api/workouts/:id/duplicate",
    {
      config: staff,
      schema: {
        tags,
        summary: 'Copy a workout as "<name> (copie)", "(copie 2)" …; the caller is the copy\'s author',
        params: ZWorkoutParams,
        response: { 201: ZWorkout },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await duplicateWorkout(app.ctx, requireUser(request), request.params.id)),
  );

  api.post(
    "/api/workouts/:id/archive",
    {
      config: staff,
      schema: {
        tags,
        summary: "Hide a workout from the library (plans keep it), or bring it back",
        params: ZWorkoutParams,
        body: ZArchiveWorkoutRequest,
        response: { 200: ZWorkout },
      },
    },
    async (request) =>
      archiveWorkout(app.ctx, requireUser(request), request.params.id, request.body.archived),
  );

  api.delete(
    "/api/workouts/:id",
    {
      config: staff,
      schema: {
        tags,
        summary: "Delete a workout no plan uses (else 409 WORKOUT_IN_USE)",
        params: ZWorkoutParams,
      },
    },
    async (request, reply) => {
      await removeWorkout(app.ctx, requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.get(
    "/api/workouts/:id/fit",
    {
      config: staff,
      schema: {
        tags,
        summary: "The workout as a Garmin FIT workout file for a 25 m or 50 m pool",
        params: ZWorkoutParams,
        querystring: ZWorkoutFitQuery,
        produces: ["application/vnd.ant.fit"],
      },
    },
    async (request, reply) => {
      const { poolLength } = request.query;
      const file = await workoutFitFile(app.ctx, request.params.id, poolLength, request.t);
      return reply
        .header("Content-Type", "application/vnd.ant.fit")
        .header("Content-Disposition", `attachment; filename="${file.filename}"`)
        .header("Cache-Control", "no-store")
        .send(Buffer.from(file.bytes));
    },
  );
}
