import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The parts of a V8 .cpuprofile (node --cpu-prof) this summary reads. */
type Perfil = {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** The time on V8's profile clock (CLOCK_MONOTONIC, µs): marks a phase in this process. */
export const instante = () => Number(process.hrtime.bigint() / 1000n);

export type ResumoPerfil = {
  /** ms sampled in the window, by kind: JavaScript/native work, GC, idle (waiting for I/O: the database). */
  totalMs: number;
  ocupadoMs: number;
  gcMs: number;
  ociosoMs: number;
  /** Self time by function (ms), the largest first. */
  funcoes: Array<{ nome: string; ms: number }>;
  /** Self time by where the code lives (ms): pg driver, core importers/matching, server, Node internals… */
  zonas: Array<{ nome: string; ms: number }>;
};

/** Source maps of the bundled files (server.js → apps/server/src, packages/core/src), read once. */
const mapas = new Map<string, SourceMap | null>();
function mapa(url: string): SourceMap | null {
  if (!mapas.has(url)) {
    let m: SourceMap | null = null;
    try {
      const ficheiro = url.startsWith('file:') ? fileURLToPath(url) : url;
      if (existsSync(`${ficheiro}.map`))
        m = new SourceMap(JSON.parse(readFileSync(`${ficheiro}.map`, 'utf8')));
    } catch {
      m = null;
    }
    mapas.set(url, m);
  }
  return mapas.get(url) ?? null;
}

/** Where a call frame's code came from: the original source file and line when the bundle has a map. */
function origem(url: string, linha: number, coluna: number): { url: string; linha: number } {
  if (!url.includes('/dist/')) return { url, linha };
  const entrada = mapa(url)?.findEntry(linha, coluna) as { originalSource?: string; originalLine?: number };
  if (!entrada?.originalSource) return { url, linha };
  return { url: entrada.originalSource, linha: entrada.originalLine ?? linha };
}

function zona(url: string, nome: string): string {
  if (nome === '(garbage collector)') return 'recolha de lixo (GC)';
  if (nome === '(program)' || (!url && nome.startsWith('('))) return 'V8/nativo (program)';
  if (url.startsWith('node:')) return 'Node.js (interno)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return `dependência ${m[1]}`;
  const fonte = /(core\/src\/[^/]+|src\/modules\/[^/]+|src\/[^/]+)/.exec(url);
  if (fonte) return (fonte[1] as string).replace(/^src\//, 'server/src/').replace(/^core\//, 'core/');
  if (url.includes('server.js')) return 'servidor (bundle)';
  return url ? path.basename(url) : nome;
}

/**
 * Summarises the samples of a profile between two instants (µs, `instante()`): what the process did,
 * with the source map resolved by the file names in the bundle's call frames when they carry them.
 */
export function resumirPerfil(ficheiro: string, de: number, ate: number, topo = 12): ResumoPerfil {
  const perfil = JSON.parse(readFileSync(ficheiro, 'utf8')) as Perfil;
  const porId = new Map(perfil.nodes.map((n) => [n.id, n]));
  const porFuncao = new Map<string, number>();
  const porZona = new Map<string, number>();
  let t = perfil.startTime;
  let totalMs = 0;
  let gcMs = 0;
  let ociosoMs = 0;
  for (let i = 0; i < perfil.samples.length; i++) {
    t += perfil.timeDeltas[i] ?? 0;
    if (t < de || t > ate) continue;
    const dur = (perfil.timeDeltas[i + 1] ?? 0) / 1000;
    const no = porId.get(perfil.samples[i] as number);
    if (!no) continue;
    const { functionName, lineNumber, columnNumber } = no.callFrame;
    const nome = functionName || '(anónima)';
    const { url, linha } = origem(no.callFrame.url, lineNumber, columnNumber);
    totalMs += dur;
    if (nome === '(idle)') {
      ociosoMs += dur;
      continue;
    }
    if (nome === '(garbage collector)') gcMs += dur;
    const chave = `${nome} ${url ? `${path.basename(url)}:${linha + 1}` : ''}`.trim();
    porFuncao.set(chave, (porFuncao.get(chave) ?? 0) + dur);
    const z = zona(url, nome);
    porZona.set(z, (porZona.get(z) ?? 0) + dur);
  }
  const ordenar = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, topo)
      .map(([nome, ms]) => ({ nome, ms }));
  return {
    totalMs,
    ocupadoMs: totalMs - ociosoMs,
    gcMs,
    ociosoMs,
    funcoes: ordenar(porFuncao),
    zonas: ordenar(porZona),
  };
}

/** The .cpuprofile a process wrote into a folder (the newest). */
export function perfilEm(pasta: string): string | undefined {
  const ficheiros = readdirSync(pasta)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort();
  const ultimo = ficheiros.at(-1);
  return ultimo ? path.join(pasta, ultimo) : undefined;
}

export type Trecho = { desdeS: number; ateS: number; rssMaxMiB: number; ocupadoPct: number; onde: string };

/**
 * A phase cut in `partes` equal slices: in each, the largest resident memory sampled (`rss`, on the same
 * clock) and what the process was doing — the innermost frame of the project's own code (core or server
 * sources) on the sampled stacks, by time; '(à espera)' when idle, '(GC)' for the garbage collector.
 */
export function linhaDoTempo(
  ficheiro: string,
  de: number,
  ate: number,
  rss: ReadonlyArray<{ t: number; mib: number }>,
  partes = 8,
): Trecho[] {
  const perfil = JSON.parse(readFileSync(ficheiro, 'utf8')) as Perfil;
  const porId = new Map(perfil.nodes.map((n) => [n.id, n]));
  const pai = new Map<number, number>();
  for (const n of perfil.nodes) for (const c of n.children ?? []) pai.set(c, n.id);
  const rotulos = new Map<number, string>();
  const rotulo = (id: number): string => {
    const guardado = rotulos.get(id);
    if (guardado !== undefined) return guardado;
    const no = porId.get(id);
    let r = '(fora do código do projeto)';
    const nome = no?.callFrame.functionName ?? '';
    if (nome === '(idle)') r = '(à espera)';
    else if (nome === '(garbage collector)') r = '(GC)';
    else {
      for (let atual: number | undefined = id; atual !== undefined; atual = pai.get(atual)) {
        const cf = porId.get(atual)?.callFrame;
        if (!cf) break;
        const { url, linha } = origem(cf.url, cf.lineNumber, cf.columnNumber);
        if (/core\/src\/|(^|\/)src\/(modules|db|http)\//.test(url) && !url.includes('node_modules')) {
          r = `${cf.functionName || '(anónima)'} (${path.basename(url)}:${linha + 1})`;
          break;
        }
      }
    }
    rotulos.set(id, r);
    return r;
  };
  const largura = (ate - de) / partes;
  const trechos = Array.from({ length: partes }, (_, i) => ({
    inicio: de + i * largura,
    tempos: new Map<string, number>(),
    total: 0,
    ocioso: 0,
  }));
  let t = perfil.startTime;
  for (let i = 0; i < perfil.samples.length; i++) {
    t += perfil.timeDeltas[i] ?? 0;
    if (t < de || t >= ate) continue;
    const trecho = trechos[Math.min(partes - 1, Math.floor((t - de) / largura))];
    if (!trecho) continue;
    const dur = (perfil.timeDeltas[i + 1] ?? 0) / 1000;
    const r = rotulo(perfil.samples[i] as number);
    trecho.total += dur;
    if (r === '(à espera)') trecho.ocioso += dur;
    else trecho.tempos.set(r, (trecho.tempos.get(r) ?? 0) + dur);
  }
  return trechos.map((trecho) => {
    const fim = trecho.inicio + largura;
    const memorias = rss.filter((s) => s.t >= trecho.inicio && s.t < fim).map((s) => s.mib);
    const ocupado = trecho.total - trecho.ocioso;
    const [topo, ms] = [...trecho.tempos].sort((a, b) => b[1] - a[1])[0] ?? ['(à espera)', 0];
    return {
      desdeS: (trecho.inicio - de) / 1e6,
      ateS: (fim - de) / 1e6,
      rssMaxMiB: memorias.length ? Math.max(...memorias) : Number.NaN,
      ocupadoPct: trecho.total ? (100 * ocupado) / trecho.total : 0,
      onde:
        ocupado > 0
          ? `${topo} — ${Math.round((100 * ms) / Math.max(ocupado, 1e-9))} % do ocupado`
          : '(à espera)',
    };
  });
}
