import { randomUUID } from 'node:crypto';
import { refundRequestSchema } from '@shared/schemas/admin';
import { contactPatchSchema } from '@shared/schemas/api';
import { LIMITS } from '@shared/schemas/messages';
import { TICKET_STATUSES } from '@shared/tickets';
import { COMMON_RULE_SET_BODY_LIMIT } from '../config/stage-checks';
import { type FirewallSettings, stageConfig } from '../config/stages';
import { CDK_JSON_CONTEXT } from '../test/synth-stack';
import { inspectionLimitKb } from './site-firewall';

const stages = CDK_JSON_CONTEXT.stages as Record<string, { emailIdentity: string; emailFrom: string }>;

/** The body limits of each stage in cdk.json. */
const firewalls = Object.entries(stages).map(
  ([stage, settings]) => [stage, stageConfig(stage, settings).firewall as FirewallSettings] as const,
);
const limits = firewalls.map(([stage, firewall]) => [stage, firewall.adminBodyBytes] as const);

/** A text of exactly `characters` characters (code points: what the schemas' maxLength counts) of one kind. */
function textOf(character: string, characters: number): string {
  return character.repeat(characters);
}

function bytesOf(body: unknown): number {
  // What the admin panel sends: JSON.stringify, UTF-8.
  return Buffer.byteLength(JSON.stringify(body), 'utf8');
}

const longestStatus = [...TICKET_STATUSES].sort((a, b) => b.length - a.length)[0];

// The schemas count characters (code points); in UTF-8 JSON a character a person writes takes at most
// 4 bytes (an emoji), 3 for most non-Latin scripts (中).
const LARGEST_CHARACTERS = { 'three-byte (中)': '中', 'four-byte (😀)': '😀' } as const;

describe('the web ACL lets the largest legal admin body through', () => {
  test.each(Object.entries(LARGEST_CHARACTERS))(
    'PATCH /admin/contacts/{id} with notes and response at %s maximum: over 8 KB, under the admin limit',
    (_, character) => {
      const body = {
        status: longestStatus,
        adminNotes: textOf(character, LIMITS.adminTextMax),
        adminResponse: textOf(character, LIMITS.adminTextMax),
      };
      expect(contactPatchSchema.safeParse(body).success).toBe(true);
      // One more character is refused: this is the longest text the schema takes.
      expect(contactPatchSchema.safeParse({ ...body, adminNotes: `${body.adminNotes}x` }).success).toBe(false);

      const bytes = bytesOf(body);
      expect(bytes).toBeGreaterThan(COMMON_RULE_SET_BODY_LIMIT);
      expect(bytes).toBeGreaterThan(character === '😀' ? 40_000 : 30_000);
      for (const [, limit] of limits) expect(bytes).toBeLessThanOrEqual(limit);
    },
  );

  test('the refund reason at its maximum passes too', () => {
    const body = { amountCents: 999_999_999, reason: textOf('😀', LIMITS.adminTextMax), requestId: randomUUID() };
    expect(refundRequestSchema.safeParse(body).success).toBe(true);
    for (const [, limit] of limits) expect(bytesOf(body)).toBeLessThanOrEqual(limit);
  });

  test('the longest contact form (over 8 KB in 4-byte characters) is under the API body limit', () => {
    // The longest body outside the admin API: name, email, subject and message at their maximum.
    const contact = {
      name: textOf('😀', LIMITS.nameMax),
      email: `${'a'.repeat(LIMITS.emailMax - 12)}@example.com`,
      subject: textOf('😀', LIMITS.subjectMax),
      // The message is free text: control characters are legal there, 6 bytes each once JSON-escaped.
      message: textOf('\u0001', LIMITS.messageMax),
    };
    expect(bytesOf({ ...contact, message: textOf('😀', LIMITS.messageMax) })).toBeGreaterThan(
      COMMON_RULE_SET_BODY_LIMIT,
    );
    for (const [, firewall] of firewalls) expect(bytesOf(contact)).toBeLessThanOrEqual(firewall.apiBodyBytes);
  });

  test('known limit: text of control characters (6 bytes each once JSON-escaped) can exceed it', () => {
    // Legal to the schema, sent by nobody: the Lambda's own guard (64 KB) would take it, the web ACL
    // answers 413. docs/deploy.md says so.
    const body = {
      adminNotes: textOf('\u0001', LIMITS.adminTextMax),
      adminResponse: textOf('\u0001', LIMITS.adminTextMax),
    };
    expect(contactPatchSchema.safeParse(body).success).toBe(true);
    for (const [, limit] of limits) expect(bytesOf(body)).toBeGreaterThan(limit);
  });

  test('WAF is told to inspect at least as much of a body as the admin limit', () => {
    for (const [, limit] of limits) expect(inspectionLimitKb(limit) * 1024).toBeGreaterThanOrEqual(limit);
    expect(inspectionLimitKb(48 * 1024)).toBe(48);
    expect(inspectionLimitKb(20_000)).toBe(32);
    expect(() => inspectionLimitKb(64 * 1024 + 1)).toThrow('cannot inspect');
  });
});
