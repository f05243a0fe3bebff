/**
 * Chinese fuzzy matching of the knowledge base (seeds 000 §7 "Smart answer (question)", "Fuzzy
 * search (knoQuiz, page 1, pageSize 10)"), shared by smartAnswer and fuzzySearchKnowledge.
 *
 * Chinese has no spaces between words, so words cannot be matched; characters pairs (bigrams) can.
 * Both texts are normalised the same way (NFKC, lower case, without white space and punctuation —
 * {@link normalizeQuestion} in JavaScript, the same character class in SQL), then, in ONE SQL
 * statement over the enabled entries (plain PostgreSQL: `normalize`, `regexp_replace`, `strpos`,
 * `generate_series`, `ln` — no extension, so PGlite and PostgreSQL agree):
 * - `contains`: the entry's question contains the question asked, or the other way round (a
 *   case-folded substring test, as ILIKE `%q%` without wildcards to escape);
 * - `hits`: how many distinct bigrams of the question occur in the entry's question;
 *   `coverage` = hits / bigrams of the question; `dice` = 2·hits / (bigrams of both);
 * - `weight`: Σ over the shared bigrams of ln((N + 1) / (df + 0.5)), N the enabled entries and df
 *   the entries containing that bigram — pairs rare in the knowledge base (专精, 高新) count more
 *   than common ones (申报, 如何).
 *
 * An entry is a **candidate** when `contains`, or hits ≥ min(2, bigrams of the question) and
 * coverage ≥ {@link CANDIDATE_COVERAGE}. It is a **strong** match (the smart answer answers with it)
 * when `contains`, or hits ≥ 2 and coverage ≥ {@link STRONG_COVERAGE}. Order: contains, strong,
 * weight, dice, hit count, newest, id. Partial questions (a part of the entry's question) match by
 * containment; reordered ones and ones with a mistyped character keep most of their bigrams.
 */
import { sql } from 'drizzle-orm';

import type { Db } from '../../../db/client';

/** Share of the question's bigrams an entry must contain to be listed (fuzzy search). */
export const CANDIDATE_COVERAGE = 0.3;
/** Share of the question's bigrams an entry must contain to answer the question (smart answer). */
export const STRONG_COVERAGE = 0.5;

/**
 * The characters removed before matching (besides white space), as `\uXXXX` ranges understood by
 * both JavaScript and PostgreSQL regular expressions: ASCII punctuation and symbols, general
 * punctuation (“” ‘’ — …), CJK symbols and punctuation (、。《》【】…), full-width punctuation.
 */
const PUNCTUATION_RANGES =
  '\\u0021-\\u002F\\u003A-\\u0040\\u005B-\\u0060\\u007B-\\u007E\\u00A0-\\u00BF\\u2000-\\u206F\\u3000-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65';

const JS_STRIP = new RegExp(`[\\s${PUNCTUATION_RANGES}]`, 'gu');
const SQL_STRIP = `[[:space:]${PUNCTUATION_RANGES}]`;

/**
 * The form a question is matched in: NFKC (full-width letters and digits become ASCII), lower case,
 * without white space and punctuation. `'如何申报“专精特新”企业？'` → `'如何申报专精特新企业'`.
 */
export function normalizeQuestion(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(JS_STRIP, '');
}

/** A matched knowledge entry with its scores (see the module comment). */
export interface KnowledgeMatch {
  id: string;
  knoQuiz: string;
  knoReply: string;
  contains: boolean;
  strong: boolean;
  hits: number;
  coverage: number;
  dice: number;
  weight: number;
}

/** A page of {@link KnowledgeMatch}es and the number of candidates. */
export interface KnowledgeMatchPage {
  list: KnowledgeMatch[];
  total: number;
}

interface MatchRow extends Record<string, unknown> {
  id: string;
  kno_quiz: string;
  kno_reply: string;
  contains: boolean;
  strong: boolean;
  hits: number | string;
  coverage: number | string;
  dice: number | string;
  weight: number | string;
  total: number | string;
}

/**
 * The enabled knowledge entries matching `question`, best first (see the module comment), one page.
 * A question that is empty after normalisation matches nothing.
 * @param limit - page size; `offset` - rows to skip.
 */
export async function matchKnowledge(db: Db, question: string, limit: number, offset = 0): Promise<KnowledgeMatchPage> {
  const q = normalizeQuestion(question);
  if (!q) return { list: [], total: 0 };
  const result = await db.execute(sql`
    with q as (
      select distinct substr(${q}::text, i, 2) as g
      from generate_series(1, greatest(char_length(${q}::text) - 1, 1)) as i
    ),
    qn as (select count(*)::float8 as n from q),
    k as (
      select id, kno_quiz, kno_reply, hit_count, updated_at,
             regexp_replace(lower(normalize(kno_quiz, NFKC)), ${SQL_STRIP}::text, '', 'g') as norm
      from cs_knowledge
      where enable_flag
    ),
    kn as (select count(*)::float8 as n from k),
    m as (select k.id, q.g from k join q on strpos(k.norm, q.g) > 0),
    df as (select g, count(*)::float8 as n from m group by g),
    s as (
      select k.id, k.kno_quiz, k.kno_reply, k.hit_count, k.updated_at,
             (k.norm <> '' and (strpos(k.norm, ${q}::text) > 0 or strpos(${q}::text, k.norm) > 0)) as contains,
             count(m.g)::float8 as hits,
             coalesce(sum(ln((kn.n + 1) / (df.n + 0.5))), 0)::float8 as weight,
             greatest(char_length(k.norm) - 1, 1)::float8 as kgrams
      from k
      cross join kn
      left join m on m.id = k.id
      left join df on df.g = m.g
      group by k.id, k.kno_quiz, k.kno_reply, k.hit_count, k.updated_at, k.norm
    ),
    scored as (
      select s.*, s.hits / qn.n as coverage, 2 * s.hits / (qn.n + s.kgrams) as dice,
             (s.contains or (s.hits >= 2 and s.hits / qn.n >= ${STRONG_COVERAGE}::float8)) as strong
      from s cross join qn
      where s.contains or (s.hits >= least(2, qn.n) and s.hits / qn.n >= ${CANDIDATE_COVERAGE}::float8)
    )
    select id, kno_quiz, kno_reply, contains, strong, hits, coverage, dice, weight, count(*) over () as total
    from scored
    order by contains desc, strong desc, weight desc, dice desc, hit_count desc, updated_at desc, id
    limit ${limit} offset ${offset}
  `);
  const rows = ((result as { rows?: MatchRow[] }).rows ?? []) as MatchRow[];
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    // a page past the end: count the candidates on their own
    total = (await matchKnowledge(db, question, 1, 0)).total;
  }
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      knoQuiz: r.kno_quiz,
      knoReply: r.kno_reply,
      contains: Boolean(r.contains),
      strong: Boolean(r.strong),
      hits: Number(r.hits),
      coverage: Number(r.coverage),
      dice: Number(r.dice),
      weight: Number(r.weight),
    })),
  };
}
