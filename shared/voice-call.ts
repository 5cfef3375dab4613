import * as z from 'zod/mini';

/** A call needs something to talk to (docs/product.md#voice-call). */
export const MISSING_CALL_TARGET = 'Assistant or Squad or Workflow must be provided.';

const platformId = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
/** An inline definition (assistant, squad, workflow). Accepted by the schema only so the server can refuse it with 403. */
const inlineDefinition = z.record(z.string(), z.unknown());

/**
 * The only overrides a visitor's browser may send: the values the assistant's prompt and first
 * message read as {{name}}, from an allow-list (today the visitor's language, so the assistant
 * greets in it). Any other name is refused: a visitor cannot write into the prompt. Model,
 * voice, tools and prompt stay as configured on the platform.
 */
const callOverridesSchema = z.strictObject({
  variableValues: z.optional(z.strictObject({ language: z.optional(z.enum(['es', 'en'])) })),
});

/** The web call creation payload, as POST /api/voice/call/web accepts it (docs/product.md#voice-call). */
export const webCallRequestSchema = z.object({
  assistant: z.optional(inlineDefinition),
  assistantId: z.optional(platformId),
  assistantOverrides: z.optional(callOverridesSchema),
  squad: z.optional(inlineDefinition),
  squadId: z.optional(platformId),
  workflow: z.optional(inlineDefinition),
  workflowId: z.optional(platformId),
  workflowOverrides: z.optional(callOverridesSchema),
});

export type WebCallRequest = z.infer<typeof webCallRequestSchema>;

/** The targets a payload names (inline or by id), in the order assistant, squad, workflow. */
export function callTargets(request: WebCallRequest) {
  return [
    request.assistant || request.assistantId ? ('assistant' as const) : undefined,
    request.squad || request.squadId ? ('squad' as const) : undefined,
    request.workflow || request.workflowId ? ('workflow' as const) : undefined,
  ].filter((target) => target !== undefined);
}

export const hasCallTarget = (request: WebCallRequest) => callTargets(request).length > 0;

/**
 * The web call as the proxy answers it: only the fields the call client reads.
 * The room address must be https: the browser joins it with the visitor's microphone.
 */
export const webCallSchema = z.object({
  id: z.string().check(z.minLength(1)),
  webCallUrl: z.url({ protocol: /^https$/ }),
  artifactPlan: z.optional(z.nullable(z.object({ videoRecordingEnabled: z.optional(z.boolean()) }))),
  assistant: z.optional(z.nullable(z.object({ voice: z.optional(z.nullable(z.object({ provider: z.optional(z.string()) }))) }))),
});

export type WebCall = z.infer<typeof webCallSchema>;
