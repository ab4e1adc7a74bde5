import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { actionsOf, type Statement, statementsOf, synthStage } from '../test/synth-stack';

const { template, stack } = synthStage('dev');

describe('Table access per Lambda', () => {
  const dynamo = (fn: IFunction): Statement[] =>
    statementsOf(template, fn).filter((s) => actionsOf(s).some((action) => action.startsWith('dynamodb:')));
  const leadingKeys = (s: Statement) =>
    (s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] as string[] | undefined) ?? ['(any)'];
  const writes = (s: Statement) =>
    s.Effect === 'Allow' &&
    actionsOf(s).some((a) => /PutItem|UpdateItem|DeleteItem|ConditionCheckItem|BatchWriteItem/.test(a));
  const reads = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];

  const wallWrites = expect.objectContaining({
    Effect: 'Allow',
    Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'],
    Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['WALL#*'] } },
  });
  const ledgerCheck = expect.objectContaining({
    Effect: 'Allow',
    Action: 'dynamodb:ConditionCheckItem',
    Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] } },
  });

  // The email choice: its fields and its place in the updates audience, never another item's index keys.
  const emailPreferenceWrites = expect.objectContaining({
    Effect: 'Allow',
    Action: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
    Condition: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['EMAILPREFS#*'] },
      'ForAllValues:StringEquals': {
        'dynamodb:Attributes': [
          'pk',
          'sk',
          'userId',
          'updates',
          'updatedAt',
          'source',
          'remindersStoppedAt',
          'gsi2pk',
          'gsi2sk',
        ],
      },
    },
  });

  const gameLinkAttributes = [
    'pk',
    'sk',
    'userId',
    'platform',
    'playerId',
    'displayName',
    'linkedAt',
    'switchedAt',
    'unlinkedAt',
    'lastDeliveredAt',
    'version',
  ];
  const allow = (action: string | string[], keys: string[]) =>
    expect.objectContaining({
      Effect: 'Allow',
      Action: action,
      Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': keys } },
    });

  const reminderWrites = allow(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'], ['REMINDER#*']);

  test('account reads its USER#, WALL# and game items, may put USER# ones but never an indexed one, updates only personal and link fields, links game accounts and sets the email choice', () => {
    expect(dynamo(stack.api.functions.account)).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: reads,
        Condition: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': [
              'USER#*',
              'WALL#*',
              'GAME#LINKREQ#*',
              'GAME#CODE#*',
              'GAME#PLAYER#*',
              'GAME#FEED',
              'EMAILPREFS#*',
              'GIFTS_FROM#*',
            ],
          },
        },
      }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:PutItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] } },
      }),
      expect.objectContaining({
        Effect: 'Deny',
        Action: 'dynamodb:PutItem',
        Condition: { 'ForAnyValue:StringEquals': { 'dynamodb:Attributes': ['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'] } },
      }),
      // The account deletion: email and name replaced in place, with the deletion marks.
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*', 'CONTACT#*'] },
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': [
              'pk',
              'sk',
              'email',
              'emailLower',
              'name',
              'nickname',
              'jerseyBackName',
              'deletedAt',
              'withdrawnAt',
              'version',
              'gift',
            ],
          },
        },
      }),
      // The profile's tombstone leaves the email index: its gsi2 keys go, on USER# items only.
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] },
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': ['pk', 'sk', 'email', 'emailLower', 'deletedAt', 'gsi2pk', 'gsi2sk'],
          },
        },
      }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['OUTBOX#*'] },
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': ['pk', 'sk', 'message', 'withdrawnAt', 'gsi1pk', 'gsi1sk'],
          },
        },
      }),
      // A deleted buyer's gifts: their address replaced and no sender named, nothing else of the gift.
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['CHECKOUT#GIFT#*'] },
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': ['pk', 'sk', 'buyerEmail', 'showSender', 'version', 'payment'],
          },
        },
      }),
      // A two-step change through the store: its time on the profile, nothing else.
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] },
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'twoStepChangedAt'] },
        },
      }),
      // A supporter's language: on their profile, nothing else.
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] },
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'locale'] },
        },
      }),
      // A link: the user's link and links version, the request and its code, the player and the feed.
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] },
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': gameLinkAttributes },
        },
      }),
      allow(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], ['GAME#LINKREQ#*', 'GAME#CODE#*']),
      // A link code counts only while its key is live: read, and held in the decision's transaction.
      allow(['dynamodb:GetItem', 'dynamodb:ConditionCheckItem'], ['GAME#KEY#*']),
      allow(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], ['GAME#PLAYER#*']),
      allow(['dynamodb:PutItem', 'dynamodb:UpdateItem'], ['GAME#FEED']),
      // The deletion's password tries and the link codes' tries; the link codes' daily budget is read before a try.
      allow(['dynamodb:GetItem', 'dynamodb:UpdateItem'], ['RATE#*']),
      wallWrites,
      ledgerCheck,
      emailPreferenceWrites,
      // A setup, or the deletion, reads the setup reminder and ends it with the 'setup pending' count.
      allow(['dynamodb:GetItem', 'dynamodb:DeleteItem'], ['REMINDER#*']),
      allow('dynamodb:UpdateItem', ['STATS*']),
    ]);
  });

  test("contact writes contacts, the totals, its rate-limit counters and new outbox emails only, and reads only the wall, the sent updates and a reader's profile", () => {
    expect(dynamo(stack.api.functions.contact)).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['CONTACT#*', 'STATS*', 'RATE#*'] } },
      }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:PutItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['OUTBOX#*'] } },
      }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:Query',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['WALL#*'] } },
      }),
      ...publishedUpdatesRead,
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:GetItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] } },
      }),
      goalFiguresRead,
    ]);
  });

  // The community goals' public figures: the goals and the totals, read, never written.
  const goalFiguresRead = allow(reads, ['GOALS', 'STATS*']);

  test('the goal pages publisher only reads the goals and the totals', () => {
    expect(dynamo(stack.goalPages.publisher)).toEqual([goalFiguresRead]);
  });

  // The sent updates: their gsi2 list, an update and the slug naming it; nothing else, never a write.
  const publishedUpdatesRead = [
    expect.objectContaining({
      Effect: 'Allow',
      Action: 'dynamodb:Query',
      Resource: expect.arrayContaining([expect.objectContaining({ 'Fn::Join': expect.anything() })]),
      Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['UPDATES_PUBLISHED'] } },
    }),
    expect.objectContaining({
      Effect: 'Allow',
      Action: 'dynamodb:GetItem',
      Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['UPDATE#*', 'UPDATESLUG#*'] } },
    }),
  ];

  test('the update pages publisher only queries the sent updates', () => {
    expect(dynamo(stack.updatePages.publisher)).toEqual([publishedUpdatesRead[0]]);
  });

  test('admin reads (no scan), updates contacts, the totals and refund audit entries, refunds through the ledger, puts outbox and audit items and moderates the wall', () => {
    expect(dynamo(stack.api.functions.admin)[0]).not.toHaveProperty('Condition');
    expect(dynamo(stack.api.functions.admin)).toEqual([
      expect.objectContaining({ Effect: 'Allow', Action: reads }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['CONTACT#*', 'STATS*', 'TAXREPORT', 'AUDIT#*'] },
        },
      }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['CHECKOUT#*', 'USER#*'] } },
      }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:PutItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['OUTBOX#*', 'AUDIT#*'] } },
      }),
      wallWrites,
      ledgerCheck,
      // Game server keys, and the unlink of a supporter's game account.
      allow(['dynamodb:PutItem', 'dynamodb:UpdateItem'], ['GAME#KEY#*']),
      allow(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], ['GAME#PLAYER#*']),
      allow('dynamodb:PutItem', ['GAME#FEED']),
      // Development updates and their slugs.
      allow(['dynamodb:PutItem', 'dynamodb:UpdateItem'], ['UPDATE#*']),
      allow('dynamodb:PutItem', ['UPDATESLUG#*']),
      reminderWrites,
      // A cancelled gift leaves the unclaimed list.
      allow('dynamodb:DeleteItem', ['CHECKOUT#GIFT#*']),
      // The community goals: their head and the goals a write changes.
      allow(['dynamodb:PutItem', 'dynamodb:DeleteItem'], ['GOALS']),
    ]);
  });

  test('checkout writes checkout records (creator codes among them), USER# items (purchases, profile), the totals and the tax report, refund audit entries and its lookup counters', () => {
    expect(dynamo(stack.api.functions.checkout)).toEqual([
      expect.objectContaining({ Effect: 'Allow', Action: reads }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['CHECKOUT#*', 'USER#*', 'STATS*', 'TAXREPORT'] },
        },
      }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:PutItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['OUTBOX#*', 'AUDIT#*'] } },
      }),
      wallWrites,
      // Linked game accounts follow the ledger: the player's entitlement and the feed's change.
      allow(['dynamodb:PutItem', 'dynamodb:UpdateItem'], ['GAME#PLAYER#*', 'GAME#FEED']),
      // A tier left without its setup starts the setup reminder; a refund that takes it back ends it.
      reminderWrites,
      // A claimed gift leaves the unclaimed list.
      allow('dynamodb:DeleteItem', ['CHECKOUT#GIFT#*']),
      // The per-IP counter of creator code lookups.
      allow('dynamodb:UpdateItem', ['RATE#*']),
    ]);
  });

  test('game reads only keys, link requests, access tokens, players and the feed, and writes only what the game servers’ API moves', () => {
    const statements = dynamo(stack.api.functions.game);
    expect(statements).toEqual([
      allow(
        ['dynamodb:GetItem', 'dynamodb:Query'],
        ['GAME#KEY#*', 'GAME#LINKREQ#*', 'GAME#CODE#*', 'GAME#TOKEN#*', 'GAME#PLAYER#*', 'GAME#FEED'],
      ),
      allow('dynamodb:UpdateItem', ['GAME#KEY#*', 'RATE#*', 'GAME#PLAYER#*', 'GAME#FEED', 'USER#*']),
      allow(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], ['GAME#LINKREQ#*', 'GAME#CODE#*']),
      // The access token a delivered link gives, written with the delivery.
      allow('dynamodb:PutItem', ['GAME#TOKEN#*']),
      // The sliding window of each key's 600 a minute reads the minute before.
      allow('dynamodb:GetItem', ['RATE#*']),
    ]);
    // No index, and never a purchase, a checkout record or an audit entry.
    for (const statement of statements) {
      const resources = JSON.stringify(statement.Resource);
      expect(resources).not.toContain('/index/');
      expect(leadingKeys(statement)).not.toContain('(any)');
    }
    expect(statements.filter((s) => leadingKeys(s).includes('USER#*')).flatMap(actionsOf)).toEqual([
      'dynamodb:UpdateItem',
    ]);
  });

  test('the email sender reads outbox emails (and the pending ones), suppressed addresses and the recipient’s language (a gift recipient’s by address) and updates emails, nothing else', () => {
    const table = dynamo(stack.email.sender).filter((s) => !actionsOf(s).some((a) => /Stream/.test(a)));
    expect(table).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:Query'],
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['OUTBOX#*', 'OUTBOX_PENDING'] } },
      }),
      allow('dynamodb:GetItem', ['SUPPRESSION#*', 'EMAILPREFS#*']),
      // The language an email speaks: on its recipient's profile, read alone, nothing else of it.
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:GetItem',
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] },
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'locale'] },
          StringEqualsIfExists: { 'dynamodb:Select': ['SPECIFIC_ATTRIBUTES'] },
        },
      }),
      // A gift's recipient's: on the account at their address, through the email index, with the email alone.
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:Query',
        Resource: [expect.anything(), expect.anything(), expect.anything()],
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['EMAILS#*'] },
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': ['pk', 'sk', 'locale', 'gsi2pk', 'gsi2sk', 'emailLower'],
          },
          StringEqualsIfExists: { 'dynamodb:Select': ['SPECIFIC_ATTRIBUTES'] },
        },
      }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['OUTBOX#*'] } },
      }),
      // An update's delivery counters, and nothing else of it.
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['UPDATE#*'] },
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'sent', 'failed', 'suppressed'] },
        },
      }),
    ]);
  });

  test('the update sender reads the update, its audience, profiles and suppressions (and the published list), and writes only outbox emails and the update', () => {
    const table = dynamo(stack.updates.sender).filter((s) => !actionsOf(s).some((a) => /Stream/.test(a)));
    expect(table).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: reads,
        Condition: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': ['UPDATE#*', 'USER#*', 'SUPPRESSION#*', 'UPDATES_OPTED_IN', 'UPDATES_SENDING'],
          },
        },
      }),
      allow('dynamodb:PutItem', ['OUTBOX#*']),
      allow('dynamodb:UpdateItem', ['UPDATE#*']),
      publishedUpdatesRead[0],
    ]);
  });

  test('the setup reminder sweep reads the due reminders, moves them on and writes their emails, nothing else', () => {
    const statements = dynamo(stack.email.reminderSweep);
    expect(statements).toEqual([
      allow('dynamodb:Query', ['REMINDERS_DUE']),
      allow('dynamodb:PutItem', ['REMINDER#*']),
      allow('dynamodb:PutItem', ['OUTBOX#*']),
    ]);
    expect(JSON.stringify(statements[0]?.Resource)).toContain('/index/gsi1');
  });

  // The admin area applies its refunds through the ledger, as the fulfilment path does (the test above).
  test.each(['account', 'contact'] as const)('%s cannot write checkout records or purchases', (area) => {
    const statements = dynamo(stack.api.functions[area]);
    const allowedWrites = statements.filter(writes);

    for (const statement of allowedWrites) {
      expect(leadingKeys(statement)).not.toContain('CHECKOUT#*');
      expect(leadingKeys(statement)).not.toContain('(any)');
    }
    // Purchases live under USER#; whoever may put USER# items is denied the PURCHASES index keys.
    const putsUserItems = (s: Statement) =>
      leadingKeys(s).includes('USER#*') && actionsOf(s).includes('dynamodb:PutItem');
    if (allowedWrites.some(putsUserItems)) {
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Condition: {
            'ForAnyValue:StringEquals': { 'dynamodb:Attributes': expect.arrayContaining(['gsi1pk', 'gsi1sk']) },
          },
        }),
      );
      // Updates of USER# items (the account deletion's) reach no amount, status or index key of a purchase.
      const userUpdates = allowedWrites.filter(
        (s) => actionsOf(s).includes('dynamodb:UpdateItem') && leadingKeys(s).includes('USER#*'),
      );
      expect(userUpdates).not.toEqual([]);
      for (const statement of userUpdates) {
        const attributes = statement.Condition?.['ForAllValues:StringEquals']?.['dynamodb:Attributes'] as string[];
        expect(attributes).toBeDefined();
        for (const field of ['amountCents', 'valueCents', 'refundedCents', 'status', 'gsi1pk', 'gsi1sk']) {
          expect(attributes).not.toContain(field);
        }
      }
    }
  });

  test('no role may scan, delete anything but the wall items, game link requests, codes and players, email choices, setup reminders, goals and gift markers, or use a dynamodb wildcard', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
      Properties: { PolicyDocument: { Statement: Statement[] } };
    }[];
    const actions = policies.flatMap((p) => p.Properties.PolicyDocument.Statement.flatMap(actionsOf));

    expect(actions).not.toContain('dynamodb:Scan');
    const deletes = policies
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((s) => actionsOf(s).includes('dynamodb:DeleteItem'));
    expect(deletes.length).toBeGreaterThan(0);
    const deletable = [
      'WALL#*',
      'GAME#LINKREQ#*',
      'GAME#CODE#*',
      'GAME#PLAYER#*',
      'EMAILPREFS#*',
      'REMINDER#*',
      'GOALS',
      'CHECKOUT#GIFT#*',
    ];
    for (const statement of deletes) {
      for (const key of leadingKeys(statement)) expect(deletable).toContain(key);
    }
    expect(actions.filter((a) => a.startsWith('dynamodb:') && a.includes('*'))).toEqual([]);
  });
});
