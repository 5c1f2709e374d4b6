import { type Static, Type } from '@sinclair/typebox';
import type {
  ContestPage,
  ContestSummary,
  ContestWheel,
  PublicSpinRequest,
  SegmentType,
  SpinBlock,
  SpinRequest,
  SpinResult,
  SpinStarted,
} from '@portal/kit/contracts';
import type { Assert, Same } from '../../http/contract-check';
import { PageNumber } from '../../http/paging';
import { TOKEN_PATTERN } from './public-links';

/** JSON schemas of the contest calls. The assertions at the end keep them equal to the shared contract. */

export const CONTEST_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 100;

const SEGMENT_TYPES = ['sorry', 'points', 'reward', 'free_spin'] as const satisfies readonly SegmentType[];
const SPIN_BLOCKS = ['closed', 'tier', 'today', 'total', 'prizes', 'linkUsed'] as const satisfies readonly SpinBlock[];

export const ContestSummarySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    description: Type.String(),
    cardHeaderImage: Type.String(),
    pointRequired: Type.Integer({ description: 'The unlock threshold and the cost of one spin.' }),
    actionType: Type.Literal('spin'),
  },
  { title: 'ContestSummary' },
);

export const ContestPageSchema = Type.Object(
  { content: Type.Array(ContestSummarySchema), metaData: Type.Object({ totalRecs: Type.Integer() }) },
  { title: 'ContestPage' },
);

const WheelSegmentSchema = Type.Object({
  segmentId: Type.String({ format: 'uuid' }),
  text: Type.String(),
  bgColor: Type.String(),
  textColor: Type.String(),
  segmentType: Type.Union(SEGMENT_TYPES.map((type) => Type.Literal(type))),
});

export const ContestWheelSchema = Type.Composite(
  [
    ContestSummarySchema,
    Type.Object({
      segments: Type.Array(WheelSegmentSchema),
      allowSpin: Type.Boolean({ description: 'False when the dates, the tier or a limit forbid spinning now.' }),
      spinBlock: Type.Optional(
        Type.Union(
          SPIN_BLOCKS.map((block) => Type.Literal(block)),
          { description: 'Why spinning is not allowed, when it is not.' },
        ),
      ),
      nextSpinAt: Type.Optional(
        Type.String({ format: 'date-time', description: 'With spinBlock today: when the daily limit lifts.' }),
      ),
      freeSpinParentId: Type.Optional(
        Type.String({
          format: 'uuid',
          description: 'A free spin the member won here and has not spun: the parentId that spends it.',
        }),
      ),
    }),
  ],
  { title: 'ContestWheel' },
);

/** Contest list: page is 0-based (the client sends page-1), 8 a page (docs/product/limits.md, Contest list page size). */
export const ListQuerySchema = Type.Object({
  page: PageNumber(0),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: CONTEST_PAGE_SIZE }),
});

/** A contest named by its id, or by its slug (lower-case words) as a games activity's link names it. */
export const ContestRefParamsSchema = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9-]{1,100}$', description: "The contest's id, or its slug." }),
});
export const ParentIdParamsSchema = Type.Object({ parentId: Type.String({ format: 'uuid' }) });
export const TokenParamsSchema = Type.Object({ token: Type.String({ pattern: TOKEN_PATTERN }) });

const Uuid = Type.String({ format: 'uuid' });

export const SpinRequestSchema = Type.Object(
  {
    contestId: Uuid,
    parentId: Type.Optional(Type.String({ format: 'uuid', description: 'The spin whose free spin this spends.' })),
  },
  { additionalProperties: false },
);

export const PublicSpinRequestSchema = Type.Object(
  { parentId: Type.Optional(Type.String({ format: 'uuid', description: 'The spin whose free spin this spends.' })) },
  { additionalProperties: false },
);

/** PUT bodies: the spin is named by the path (member) or by contestHistoryId (public). */
export const CompleteSpinSchema = Type.Object({
  contestId: Type.Optional(Uuid),
  parentId: Type.Optional(Uuid),
});
export const PublicCompleteSpinSchema = Type.Object({ contestHistoryId: Uuid });

export const SpinStartedSchema = Type.Object(
  {
    contestHistoryId: Uuid,
    gamePoints: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'Points the spin earned by completing games activities naming the contest.',
      }),
    ),
  },
  { title: 'SpinStarted' },
);

export const SpinResultSchema = Type.Object(
  {
    contestHistoryId: Uuid,
    segmentId: Uuid,
    parentId: Type.Optional(
      Type.String({ format: 'uuid', description: 'With 206: send it as parentId to spin the free spin.' }),
    ),
  },
  { title: 'SpinResult' },
);

// Compile-time proof that the wire schemas and the shared contract agree, both ways.
export type ContractChecks = [
  Assert<Same<Static<typeof ContestSummarySchema>, ContestSummary>>,
  Assert<Same<Static<typeof ContestPageSchema>, ContestPage>>,
  Assert<Same<Static<typeof ContestWheelSchema>, ContestWheel>>,
  Assert<Same<Static<typeof SpinRequestSchema>, SpinRequest>>,
  Assert<Same<Static<typeof PublicSpinRequestSchema>, PublicSpinRequest>>,
  Assert<Same<Static<typeof SpinStartedSchema>, SpinStarted>>,
  Assert<Same<Static<typeof SpinResultSchema>, SpinResult>>,
  Assert<Same<(typeof SEGMENT_TYPES)[number], SegmentType>>,
  Assert<Same<(typeof SPIN_BLOCKS)[number], SpinBlock>>,
];
