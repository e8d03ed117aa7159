/** The fuzz report: targets first, then issue 7's items as reproduced or not, then every stage in detail. */
import { cpus, loadavg, totalmem } from 'node:os';
import { markdownTable } from '../lib/report.ts';
import type { CliLimits, CliVerdict } from './cliStage.ts';
import type { EngineLimits, EngineVerdict } from './engine.ts';
import { FINDING_KINDS, SLOW_MS } from './engine.ts';
import type { HostileEntry } from './hostile/index.ts';
import { XREF_MUTANTS } from './hostile/xrefMutants.ts';
import type { HttpSummary, HttpVerdict, RequestRecord } from './http.ts';
import { SERVER_RSS_TARGET_MB } from './http.ts';

export type RunReport = {
  command: string;
  seed: number;
  quick: boolean;
  mutantCount: number;
  concurrency: number;
  engineLimits: EngineLimits;
  cliLimits: CliLimits;
  engine: { hostile: EngineVerdict[]; mutants: EngineVerdict[]; ms: number };
  cli: { hostile: CliVerdict[]; mutants: CliVerdict[]; ms: number };
  http: HttpSummary | null;
  /** Why the HTTP stage ended early, when it did. */
  httpError?: string;
  hostile: (HostileEntry & { size: number })[];
  fixturesSaved: string[];
  sources: { name: string; size: number }[];
  totalMs: number;
};

const s1 = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const mb = (x: number): string => `${x.toFixed(0)} MB`;
const count = <T>(items: readonly T[], key: (x: T) => string): Map<string, number> => {
  const m = new Map<string, number>();
  for (const x of items) m.set(key(x), (m.get(key(x)) ?? 0) + 1);
  return new Map([...m].sort((a, b) => b[1] - a[1]));
};
const met = (ok: boolean): string => (ok ? 'met' : '**NOT met**');
const percentile = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

type Outcomes = {
  total: number;
  converted: number;
  typed: Map<string, number>;
  crash: number;
  hang: number;
  other: number;
};

function outcomes(verdicts: readonly { outcome: string }[]): Outcomes {
  const typed = count(
    verdicts.filter((v) => v.outcome.startsWith('error:')),
    (v) => v.outcome.slice(6),
  );
  return {
    total: verdicts.length,
    converted: verdicts.filter((v) => v.outcome === 'converted').length,
    typed,
    crash: verdicts.filter((v) => v.outcome === 'crash').length,
    hang: verdicts.filter((v) => v.outcome === 'hang').length,
    other: verdicts.filter(
      (v) => !['converted', 'crash', 'hang'].includes(v.outcome) && !v.outcome.startsWith('error:'),
    ).length,
  };
}

function outcomeTable(columns: [string, readonly { outcome: string }[]][]): string {
  const o = columns.map(([, v]) => outcomes(v));
  const codes = [...new Set(o.flatMap((x) => [...x.typed.keys()]))].sort();
  const rows: (string | number)[][] = [
    ['inputs', ...o.map((x) => x.total)],
    ['converted', ...o.map((x) => x.converted)],
    ...codes.map((c) => [`typed error \`${c}\``, ...o.map((x) => x.typed.get(c) ?? 0)]),
    ['crash (process died)', ...o.map((x) => x.crash)],
    ['hang (time limit)', ...o.map((x) => x.hang)],
  ];
  if (o.some((x) => x.other > 0)) rows.push(['other (fault)', ...o.map((x) => x.other)]);
  return markdownTable(['', ...columns.map(([name]) => name)], rows);
}

function engineFailures(verdicts: readonly EngineVerdict[]): string {
  const failing = verdicts.filter((v) => v.findings.length > 0);
  if (failing.length === 0) return 'None.';
  return markdownTable(
    ['input', 'outcome', 'findings', 'time', 'peak RSS', 'detail'],
    failing.map((v) => [
      `\`${v.name}\``,
      v.outcome,
      v.findings.join(', '),
      s1(v.ms),
      mb(v.peakRssMb),
      v.detail.slice(0, 300),
    ]),
  );
}

function cliFailures(verdicts: readonly CliVerdict[]): string {
  const failing = verdicts.filter((v) => v.findings.length > 0);
  if (failing.length === 0) return 'None.';
  return markdownTable(
    ['input', 'outcome', 'exit', 'findings', 'time', 'peak RSS', 'detail'],
    failing.map((v) => [
      `\`${v.name}\``,
      v.outcome,
      v.exitCode ?? '-',
      v.findings.join(', '),
      s1(v.ms),
      mb(v.peakRssMb),
      v.detail.slice(0, 200),
    ]),
  );
}

function answer(r: RequestRecord | undefined): string {
  if (!r) return '-';
  if (r.status === null) return `no answer (${r.error})`;
  if (r.status === 200) return `200, ${r.transactions} txns, ${r.pagesUsed} p`;
  return `${r.status} ${r.code ?? ''}`.trim();
}

/** Failures that harm someone else or the service, as opposed to a wrong answer to the attacker. */
const SAFETY = new Set(['server-death', '5xx', 'no-answer', 'victim-failed', 'quota', 'no-detail']);

function issueItems(r: RunReport): string {
  const e = new Map(r.engine.hostile.map((v) => [v.name, v]));
  const h = new Map((r.http?.verdicts ?? []).map((v) => [v.name, v]));
  const deathsBy = (name: string): number =>
    (r.http?.deaths ?? []).filter((d) => d.cause.includes(name)).length;
  const scenario = (prefix: string) =>
    (r.http?.scenarios ?? []).filter((s) => s.name.startsWith(prefix));
  const rows: string[][] = [];
  const ran = (...names: string[]): boolean => names.some((n) => e.has(n) || h.has(n));
  const verdict = (names: string[], reproduced: boolean): string =>
    !ran(...names) ? 'not run' : reproduced ? 'reproduced' : 'not reproduced';
  const engineLine = (name: string): string => {
    const v = e.get(name);
    return v
      ? `engine: ${v.outcome}${v.outcome === 'crash' || v.outcome === 'hang' ? ` (${v.detail})` : ''}, ${s1(v.ms)}, peak ${mb(v.peakRssMb)}`
      : 'engine: not run';
  };
  const httpLine = (name: string): string => {
    const v = h.get(name);
    if (!v) return 'HTTP: not run';
    return `HTTP: anonymous ${answer(v.attacker[0])}, signed-in ${answer(v.attacker[1])}; server peak ${mb(v.peakRssMb)}; ${deathsBy(name)} server death(s); victims ${v.victims.filter((x) => x.status === 200).length}/${v.victims.length} converted`;
  };

  // 1. Font bomb and heap-limit mutants.
  const heapMutants = r.engine.mutants.filter(
    (v) => v.outcome === 'crash' && v.detail.startsWith('heap limit'),
  );
  const font = e.get('font-bomb-tounicode');
  rows.push([
    '1. A font bomb (and 8 of 6,000 mutants) passes the heap cap and the V8 abort kills the whole server',
    `${engineLine('font-bomb-tounicode')}; ${heapMutants.length} of ${r.engine.mutants.length} mutants hit the ${r.engineLimits.heapMb} MB heap limit; ${httpLine('font-bomb-tounicode')}; server deaths in the whole run: ${r.http?.deaths.length ?? '-'}`,
    !ran('font-bomb-tounicode') && r.engine.mutants.length === 0
      ? 'not run'
      : (r.http?.deaths.length ?? 0) > 0
        ? 'reproduced'
        : font?.outcome === 'crash' || heapMutants.length > 0
          ? 'partly: the engine passes its heap cap and aborts, but no server died in this run'
          : 'not reproduced',
  ]);

  // 2. Negative page count.
  const neg = e.get('negative-page-count');
  const race = scenario('race');
  const negHttp = h.get('negative-page-count');
  rows.push([
    '2. `/Count -1000000` raced with ordinary uploads leaves a free account with 999,996 pages; page count must be a positive integer',
    `inspectPdf answers ${neg?.inspectPages ?? '(no count)'} pages; ${httpLine('negative-page-count')}${negHttp?.findings.includes('quota') ? ' (quota finding)' : ''}; ${race.map((x) => `${x.name}: ${x.outcome}`).join('; ') || 'race not run'}`,
    verdict(
      ['negative-page-count'],
      (neg?.inspectPages !== undefined && neg.inspectPages < 1) ||
        race.some((x) => x.failed) ||
        negHttp?.findings.includes('quota') === true,
    ),
  ]);

  // 3. Unhandled rejections.
  const unhandled = r.engine.mutants.filter((v) => v.findings.includes('unhandled-rejection'));
  const late = unhandled.filter((v) => v.detail.includes('after the answer'));
  const kinds = count(
    [
      ...unhandled,
      ...r.engine.hostile.filter((v) => v.findings.includes('unhandled-rejection')),
    ].flatMap((v) => [
      ...new Set(v.unhandled.map((u) => u.replace(/: \d+R$/, '').replace(/\d+R\b/, 'NR'))),
    ]),
    (x) => x,
  );
  const loops = scenario('loop');
  const cliUnhandled = [...r.cli.hostile, ...r.cli.mutants].filter(
    (v) => v.name.startsWith('xref-') || unhandled.some((u) => u.name === v.name),
  );
  const hostileUnhandled = r.engine.hostile.filter((v) =>
    v.findings.includes('unhandled-rejection'),
  );
  rows.push([
    '3. 26 of 6,000 mutants, mostly of an xref-stream statement, leave a pdf.js rejection unhandled after the answer; looping one killed 23 of 23 victims; the CLI exits 1 with a stack trace',
    `${unhandled.length} of ${r.engine.mutants.length} mutants (${late.length} after the answer) and ${hostileUnhandled.length} hostile files: ${[...kinds].map(([k, n]) => `${k} x${n}`).join(', ') || 'none'}; ${loops.map((x) => `${x.name}: ${x.outcome}`).join('; ') || 'no loop run'}; CLI on them: ${[...count(cliUnhandled, (v) => `exit ${v.exitCode}`)].map(([k, n]) => `${k} x${n}`).join(', ') || 'not run'}`,
    r.engine.mutants.length === 0 && !ran(...XREF_MUTANTS.map((x) => x.name))
      ? 'not run'
      : loops.some((x) => x.failed) || cliUnhandled.some((v) => v.exitCode === 1)
        ? 'reproduced'
        : unhandled.length + hostileUnhandled.length > 0
          ? 'partly: rejections are left unhandled, but no victim or CLI run failed from them'
          : 'not reproduced',
  ]);

  // 4. Decompression bombs.
  const bombNames = ['flate-bomb-4gib-double', 'flate-bomb-1gib-statement'];
  const bombRss = bombNames.map((n) => h.get(n)?.peakRssMb ?? 0);
  rows.push([
    '4. An 8 KB double-Flate bomb drove server RSS to 4.1 GB; a 1 MB one reached 3.7 GB and converted',
    bombNames
      .map(
        (n) =>
          `\`${n}\` (${(r.hostile.find((x) => x.name === n)?.size ?? 0).toLocaleString('en-US')} bytes): ${engineLine(n)}; ${httpLine(n)}; server RSS once done ${mb(h.get(n)?.rssAfterMb ?? 0)}`,
      )
      .join('<br>'),
    !ran(...bombNames)
      ? 'not run'
      : bombRss.some((x) => x > SERVER_RSS_TARGET_MB)
        ? 'reproduced'
        : bombNames.some(
              (n) => (e.get(n)?.findings ?? []).includes('memory') || e.get(n)?.outcome === 'crash',
            )
          ? 'partly: the engine alone goes past 1 GB, the server stayed under the target'
          : 'not reproduced',
  ]);

  // 5. CPU bomb.
  const cpu = e.get('cpu-bomb-nested-forms');
  const conc = scenario('concurrent cpu-bomb');
  rows.push([
    '5. A 6 KB CPU bomb holds a worker for the full 30 s; with a few in flight a victim took 27-59 s or failed',
    `${engineLine('cpu-bomb-nested-forms')}; ${httpLine('cpu-bomb-nested-forms')}; ${conc.map((x) => x.outcome).join('; ') || 'concurrent run not done'}`,
    verdict(
      ['cpu-bomb-nested-forms'],
      cpu?.outcome === 'hang' ||
        (cpu?.ms ?? 0) >= SLOW_MS ||
        conc.some((x) => x.failed || (x.victimMs ?? 0) > SLOW_MS),
    ),
  ]);

  // 6. Pages kept by a conversion that never completed.
  const kept = (r.http?.verdicts ?? []).filter(
    (v) => v.findings.includes('quota') && v.attacker.some((a) => a.status === null),
  );
  rows.push([
    '6. A conversion interrupted by a crash keeps the pages it charged',
    r.http === null
      ? 'HTTP not run'
      : `${kept.length} signed-in uploads that killed the server left the account charged: ${kept.map((v) => `\`${v.name}\` (${v.notes.find((n) => n.startsWith('pages remaining')) ?? ''})`).join(', ') || 'none'}`,
    r.http === null ? 'HTTP not run' : kept.length > 0 ? 'reproduced' : 'not reproduced',
  ]);

  // 11. 500s among hostile files.
  const fiveXX = (r.http?.requests ?? []).filter(
    (x) => x.status !== null && x.status >= 500 && x.status !== 503,
  );
  rows.push([
    '11. A few 500s on hostile requests (among them the negative `/Count` race)',
    `${fiveXX.length} answers 5xx other than 503 busy: ${[...count(fiveXX, (x) => `${x.status} ${x.code ?? ''}`.trim())].map(([k, n]) => `${k} x${n}`).join(', ') || 'none'}; from ${
      (r.http?.verdicts ?? [])
        .filter((v) => v.findings.includes('5xx'))
        .map((v) => `\`${v.name}\``)
        .join(', ') || 'no single upload'
    }${scenario('race').some((x) => /\b5\d\d\b/.test(x.outcome)) ? ' and the negative-count race' : ''} (the multipart cases are not sent by this harness)`,
    r.http === null ? 'HTTP not run' : fiveXX.length > 0 ? 'reproduced' : 'not reproduced',
  ]);

  // 12. Tall page.
  const tall = h.get('tall-page-3000-transactions');
  const tallCharged = tall?.attacker.find((x) => x.endpoint === 'process-pdf')?.pagesUsed;
  rows.push([
    '12. One 54,400 pt tall page with 3,000 transactions was charged as 1 page',
    `${engineLine('tall-page-3000-transactions')}, inspectPdf ${e.get('tall-page-3000-transactions')?.inspectPages ?? '-'} page(s); signed-in conversion charged ${tallCharged ?? '-'} page(s)`,
    verdict(
      ['tall-page-3000-transactions'],
      tallCharged === 1 ||
        (tallCharged === undefined && e.get('tall-page-3000-transactions')?.inspectPages === 1),
    ),
  ]);
  return `${markdownTable(['Issue 7 item', 'This run', 'Verdict'], rows)}

Items 7-10, 13 and 14 (lockout, slow uploads, CSV injection, headers, sessions, input limits) are not
exercised by this harness; item 6 only as far as a crash caused by an upload leaves its pages charged.`;
}

function httpSection(h: HttpSummary): string {
  const statuses = count(h.requests, (x) =>
    x.status === null ? `no answer (${x.error})` : String(x.status),
  );
  const codes = count(
    h.requests.filter((x) => x.code !== undefined),
    (x) => x.code!,
  );
  const failing = h.verdicts.filter((v) => v.findings.length > 0);
  const safety = failing.filter((v) => v.findings.some((f) => SAFETY.has(f)));
  const slowest = [...h.verdicts]
    .sort(
      (a, b) => Math.max(...b.attacker.map((x) => x.ms)) - Math.max(...a.attacker.map((x) => x.ms)),
    )
    .slice(0, 8);
  return `### Answers

${markdownTable(
  ['status', 'requests'],
  [...statuses].map(([k, n]) => [k, n]),
)}

Codes: ${[...codes].map(([k, n]) => `\`${k}\` ${n}`).join(', ')}.

### Victims and health

- Victim conversions right after each upload: ${h.mainVictims.total}, failed ${h.mainVictims.failed} (scenarios below count their own); latency p50 ${s1(percentile(h.victimMs, 50))}, p95 ${s1(percentile(h.victimMs, 95))}, max ${s1(Math.max(0, ...h.victimMs))}.
- Health polled every 250 ms: ${h.health.polls} answers, ${h.health.failed} failed while the process was up (longest gap ${s1(h.health.longestGapMs)}, slowest answer ${s1(h.health.slowestMs)}).
- Server deaths: ${h.deaths.length}.${
    h.deaths.length > 0
      ? `\n\n${markdownTable(
          ['caused by', 'exit and last log lines'],
          h.deaths.map((d) => [`\`${d.cause}\``, d.log]),
        )}`
      : ''
  }
- Peak resident memory: process tree ${mb(h.peakTreeRssMb)}, main process ${mb(h.peakMainRssMb)} (target under ${SERVER_RSS_TARGET_MB} MB).

### Scenarios

${markdownTable(
  ['scenario', 'what', 'outcome', 'verdict'],
  h.scenarios.map((x) => [x.name, x.description, x.outcome, x.failed ? '**failed**' : 'ok']),
)}

### Inputs that harmed the service or another visitor

${safety.length === 0 ? 'None.' : httpTable(safety)}

### Inputs answered otherwise than expected (no harm to others)

${failing.filter((v) => !safety.includes(v)).length === 0 ? 'None.' : httpTable(failing.filter((v) => !safety.includes(v)))}

### Slowest uploads

${httpTable(slowest)}`;
}

function httpTable(verdicts: readonly HttpVerdict[]): string {
  return markdownTable(
    ['input', 'attacker answers', 'time', 'victims', 'server peak', 'findings', 'notes'],
    verdicts.map((v) => [
      `\`${v.name}\``,
      v.attacker.map((a) => `${a.endpoint}: ${answer(a)}`).join('<br>'),
      v.attacker.map((a) => s1(a.ms)).join('<br>'),
      `${v.victims.filter((x) => x.status === 200).length}/${v.victims.length}`,
      mb(v.peakRssMb),
      v.findings.join(', ') || '-',
      v.notes.join('; ').slice(0, 300),
    ]),
  );
}

function expectText(e: HostileEntry['expect']): string {
  const parts = [
    ...(e.converts
      ? [`converts${e.transactions !== undefined ? ` (${e.transactions} txns)` : ''}`]
      : []),
    ...e.errors.map((x) => `\`${x}\``),
  ];
  return parts.join(' or ');
}

/** CPU per engine input and what the stage would take on idle cores, since the shared machine's wall time is noisy. */
function engineCpuLine(r: RunReport): string {
  const cpu = r.engine.mutants.map((v) => v.cpuMs).filter((x): x is number => x !== undefined);
  if (cpu.length === 0) return '';
  const total = cpu.reduce((a, b) => a + b, 0);
  return `Engine CPU per mutant (a fresh process each, start-up included): mean ${s1(total / cpu.length)}, so ${r.mutantCount.toLocaleString('en-US')} mutants need ${(total / 60_000).toFixed(1)} CPU-minutes, ${(total / 60_000 / r.concurrency).toFixed(1)} minutes on ${r.concurrency} idle cores.`;
}

export function renderReport(r: RunReport): string {
  const engineAll = [...r.engine.hostile, ...r.engine.mutants];
  const cliAll = [...r.cli.hostile, ...r.cli.mutants];
  const crashes = engineAll.filter((v) => v.outcome === 'crash').length;
  const hangs = engineAll.filter((v) => v.outcome === 'hang').length;
  const unhandled = engineAll.filter((v) => v.findings.includes('unhandled-rejection')).length;
  const cliBad = cliAll.filter((v) => v.findings.length > 0).length;
  const h = r.http;
  const fiveXX = h
    ? h.requests.filter((x) => x.status !== null && x.status >= 500 && x.status !== 503).length
    : 0;
  const busy = h ? h.requests.filter((x) => x.status === 503).length : 0;
  const noAnswer = h ? h.requests.filter((x) => x.status === null).length : 0;
  const victimTotal = h ? h.mainVictims.total + h.scenarios.reduce((n, x) => n + x.victims, 0) : 0;
  const victimFailures = h
    ? h.mainVictims.failed + h.scenarios.reduce((n, x) => n + x.victimsFailed, 0)
    : 0;
  const hostileTable = r.hostile.map((entry) => {
    const ev = r.engine.hostile.find((v) => v.name === entry.name);
    const cv = r.cli.hostile.find((v) => v.name === entry.name);
    const hv = h?.verdicts.find((v) => v.name === entry.name);
    return [
      `\`${entry.name}\``,
      entry.size.toLocaleString('en-US'),
      entry.description,
      expectText(entry.expect),
      ev
        ? `${ev.outcome}${ev.findings.length ? ` [${ev.findings.join(', ')}]` : ''}, ${s1(ev.ms)}, ${mb(ev.peakRssMb)}`
        : '-',
      cv
        ? `${cv.outcome} (exit ${cv.exitCode})${cv.findings.length ? ` [${cv.findings.join(', ')}]` : ''}`
        : '-',
      hv
        ? `${hv.attacker.map((a) => answer(a)).join('<br>')}${hv.findings.length ? `<br>[${hv.findings.join(', ')}]` : ''}`
        : '-',
    ];
  });
  const findingCounts = (list: readonly EngineVerdict[]) =>
    FINDING_KINDS.map((k) => list.filter((v) => v.findings.includes(k)).length);
  const slowest = [...engineAll].sort((a, b) => b.ms - a.ms).slice(0, 10);
  const biggest = [...engineAll].sort((a, b) => b.peakRssMb - a.peakRssMb).slice(0, 10);

  /** A bare-engine finding is contained when no CLI run, server or victim suffered from it. */
  const contained = (n: number): string =>
    n === 0
      ? 'none'
      : cliBad === 0 && (!h || (h.deaths.length === 0 && victimFailures === 0 && fiveXX === 0))
        ? 'contained by the pool'
        : '**NOT contained**';

  return `# Fuzz report

Generated by \`${r.command}\` (bench/fuzz/run.ts) on ${new Date().toISOString().slice(0, 10)}${r.quick ? ' in quick mode' : ''}.

Machine: ${cpus().length} x ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}; load average at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ', ',
    )} (the machine is shared, so times are noisy). Seed ${r.seed}; ${r.concurrency} inputs at a time.
${engineCpuLine(r)}
Run time: ${s1(r.totalMs)} in all; engine ${s1(r.engine.ms)} (${r.engine.hostile.length + r.engine.mutants.length} inputs), CLI ${s1(r.cli.ms)} (${cliAll.length} inputs), HTTP ${h ? s1(h.ms) : 'not run'} (${h ? h.verdicts.length : 0} inputs).

- Engine: each input in a fresh \`node\` process under \`prlimit --data=${r.engineLimits.dataMb} MiB\` with \`--max-old-space-size=${r.engineLimits.heapMb}\` (the server's default JOB_MEMORY_MB) and a ${r.engineLimits.timeoutMs / 1000} s limit (its JOB_TIMEOUT_MS); it runs \`inspectPdf\` then \`extractStatement\`, as the server does, and records rejections nobody handled, also those arriving after the answer. RLIMIT_DATA counts address space V8 reserves, so the data cap bites at about 2.5 GB resident.
- CLI: \`npm run --silent convert -- <file>\` under \`prlimit --data=${r.cliLimits.dataMb} MiB\` and a ${r.cliLimits.timeoutMs / 1000} s limit; exit 0 must print the statement (stderr: only its verdict summary), exit 2 exactly one \`error: <code>: <message>\` line, exit 1 (internal fault) is a finding for any of these inputs.
- HTTP: the built server (\`apps/server/dist/server.js\`, web build not needed) on a fresh embedded database, environment as given plus \`ANONYMOUS_DAILY_LIMIT_PER_ADDRESS=1000000\` and \`TRUST_PROXY=127.0.0.1\` (requests carry X-Forwarded-For so that attacker and victim use different addresses). Hostile files go to \`/api/anonymous/convert\` (a new X-Browser-Fingerprint each) and to \`/api/process-pdf\` for a signed-up daily_free account seeded with 1,000,000 pages; mutants alternate between the two. Every upload is followed by a victim's conversion of a real sample (rotating through all ${r.sources.filter((s) => !s.name.includes('+') && !s.name.startsWith('gen-') && !s.name.startsWith('raw-')).length}), anonymous or as an enterprise user; the victim must get 200 with the right transaction count. The signed-up account's pages are checked around each upload. Health and the memory of the server's process tree are sampled every 250 ms.

## Targets

The first three rows are findings in one bare engine process. The product runs the engine in the
process pool (packages/extract/src/pool), where each of them ends only its own job, with 422 (HTTP) or
exit 2 (CLI): the CLI and HTTP rows below are what users see.

${markdownTable(
  ['target', 'this run', 'verdict'],
  [
    ['bare engine process: crashes (died at its memory cap)', crashes, contained(crashes)],
    ['bare engine process: hangs (no answer within the time limit)', hangs, contained(hangs)],
    ['bare engine process: unhandled pdf.js rejections', unhandled, contained(unhandled)],
    ['CLI contract breaks (exit 1, stack traces, crashes, hangs)', cliBad, met(cliBad === 0)],
    ['HTTP 5xx other than 503 busy', h ? fiveXX : '-', h ? met(fiveXX === 0) : '-'],
    ['HTTP requests with no answer', h ? noAnswer : '-', h ? met(noAnswer === 0) : '-'],
    ['server deaths', h ? h.deaths.length : '-', h ? met(h.deaths.length === 0) : '-'],
    [
      'victim conversions failed',
      h ? `${victimFailures} of ${victimTotal}` : '-',
      h ? met(victimFailures === 0) : '-',
    ],
    [
      'server peak RSS, process tree',
      h ? mb(h.peakTreeRssMb) : '-',
      h ? met(h.peakTreeRssMb < SERVER_RSS_TARGET_MB) : '-',
    ],
    [
      'health answered throughout',
      h ? `${h.health.failed} of ${h.health.polls + h.health.failed} polls failed` : '-',
      h ? met(h.health.failed === 0) : '-',
    ],
  ],
)}

503 busy answers (a full queue, with Retry-After): ${busy}.

## Issue 7, item by item

${issueItems(r)}

## The hostile set

${markdownTable(['input', 'bytes', 'what', 'expected', 'engine', 'CLI', 'HTTP (anonymous, signed in)'], hostileTable)}

## Engine

${outcomeTable([
  ['hostile', r.engine.hostile],
  ['mutants', r.engine.mutants],
])}

${markdownTable(
  ['finding', 'hostile', 'mutants'],
  FINDING_KINDS.map((k, i) => [
    k,
    findingCounts(r.engine.hostile)[i]!,
    findingCounts(r.engine.mutants)[i]!,
  ]),
)}

Mutants by source: ${r.sources.map((s) => `\`${s.name}\` (${Math.round(s.size / 1024)} KB)`).join(', ')}; mutant i mutates source i mod ${r.sources.length} with 1-4 seeded bit flips, byte runs, truncations, splices, deletions, number tweaks in xref/stream dictionaries and rewrites of decoded xref and object streams.

### Failing inputs

${engineFailures(engineAll)}

### Slowest

${markdownTable(
  ['input', 'outcome', 'time'],
  slowest.map((v) => [`\`${v.name}\``, v.outcome, s1(v.ms)]),
)}

### Most memory

${markdownTable(
  ['input', 'outcome', 'peak RSS'],
  biggest.map((v) => [`\`${v.name}\``, v.outcome, mb(v.peakRssMb)]),
)}

## CLI

${outcomeTable([
  ['hostile', r.cli.hostile],
  ['mutants', r.cli.mutants],
])}

Mutants through the CLI: every mutant the engine flagged (up to 40) and a seeded sample of the others.

### Failing inputs

${cliFailures(cliAll)}

## HTTP

${h ? httpSection(h) : r.httpError ? `The stage failed: ${r.httpError}` : 'Not run.'}

## Regression fixtures

${r.fixturesSaved.length === 0 ? 'No new fixtures this run.' : `Saved this run under bench/fuzz/fixtures/ (see its README): ${r.fixturesSaved.map((f) => `\`${f}\``).join(', ')}.`}
`;
}
