import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { load, loadAll } from 'js-yaml';
import { read, ROOT } from './repository';

export const KUSTOMIZE_DIR = 'deploy/kubernetes';

/** The parts of Kubernetes objects the checks read; the schemas themselves are kubernetes-models'. */
export interface Probe {
  httpGet?: { path: string; port: number | string };
  tcpSocket?: { port: number | string };
  exec?: { command: string[] };
}
export interface KeyRef {
  name: string;
  key: string;
}
export interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { configMapKeyRef?: KeyRef; secretKeyRef?: KeyRef } }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}
export interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}
export interface PodTemplate {
  metadata?: { labels?: Record<string, string> };
  spec: PodSpec;
}
export interface IngressPath {
  path: string;
  pathType: string;
  backend: { service: { name: string; port: { number?: number; name?: string } } };
}
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: {
    replicas?: number;
    selector?: { matchLabels?: Record<string, string> } & Record<string, string>;
    template?: PodTemplate & { spec: PodSpec & { restartPolicy?: string } };
    jobTemplate?: { spec: { template: PodTemplate & { spec: PodSpec & { restartPolicy?: string } } } };
    type?: string;
    ports?: Array<{ name?: string; port: number; targetPort?: number | string }>;
    scaleTargetRef?: { apiVersion: string; kind: string; name: string };
    minReplicas?: number;
    rules?: Array<{ host?: string; http: { paths: IngressPath[] } }>;
    tls?: Array<{ hosts: string[] }>;
  };
}

interface Kustomization {
  namespace?: string;
  resources: string[];
  labels?: Array<{ pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }>;
}

const key = (object: KubeObject) => `${object.kind}/${object.metadata.name}`;

/** Objects by kind/name. */
export const byKey = (objects: KubeObject[]) => new Map(objects.map((object) => [key(object), object]));

/**
 * What `kubectl kustomize deploy/kubernetes` renders, without kubectl: each resource file of
 * kustomization.yaml, with the namespace and labels it sets (the only transformers it uses; the test
 * fails on any other, so this never silently renders less than kustomize does).
 */
export function renderWithoutKubectl(): KubeObject[] {
  const kustomization = load(read(`${KUSTOMIZE_DIR}/kustomization.yaml`)) as Kustomization & Record<string, unknown>;
  const known = ['apiVersion', 'kind', 'namespace', 'labels', 'resources'];
  const unknown = Object.keys(kustomization).filter((field) => !known.includes(field));
  if (unknown.length > 0) throw new Error(`The test's renderer does not apply ${unknown.join(', ')}`);
  const objects = kustomization.resources.flatMap(
    (file) => loadAll(read(`${KUSTOMIZE_DIR}/${file}`)).filter(Boolean) as KubeObject[],
  );
  for (const object of objects) {
    if (kustomization.namespace && object.kind !== 'Namespace') object.metadata.namespace = kustomization.namespace;
    for (const { pairs, includeSelectors, includeTemplates } of kustomization.labels ?? []) {
      if (includeSelectors || includeTemplates) throw new Error("The test's renderer applies labels to metadata only");
      object.metadata.labels = { ...object.metadata.labels, ...pairs };
    }
  }
  return objects;
}

/** `kubectl kustomize`'s output, or null when this machine has no kubectl. */
export function renderWithKubectl(): KubeObject[] | null {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const output = execFileSync('kubectl', ['kustomize', join(ROOT, KUSTOMIZE_DIR)], { encoding: 'utf8' });
  return loadAll(output).filter(Boolean) as KubeObject[];
}

/** A Deployment's, Job's or CronJob's pod template. */
export const podTemplate = (object: KubeObject): PodTemplate | undefined =>
  object.spec?.template ?? object.spec?.jobTemplate?.spec.template;

export const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([name, value]) => labels[name] === value);

export interface Route {
  path: string;
  service: string;
  port: number;
  /** The path prefix is removed before the request reaches the service. */
  strip: boolean;
}

/** The routes an Ingress sends, in the compose proxy's terms (ingress-nginx's regex and rewrite-target). */
export function ingressRoutes(ingress: KubeObject): Route[] {
  const rewrite = ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/rewrite-target'];
  return (ingress.spec?.rules ?? []).flatMap((rule) =>
    rule.http.paths.map((path) => {
      const service = path.backend.service.name;
      const port = path.backend.service.port.number ?? NaN;
      if (path.pathType === 'Prefix') {
        return { path: path.path.endsWith('/') ? path.path : `${path.path}/`, service, port, strip: false };
      }
      const prefix = /^(\/[^()]+)\(\/\.\*\)$/.exec(path.path);
      if (path.pathType !== 'ImplementationSpecific' || !prefix || rewrite !== '$1') {
        throw new Error(`Unexpected Ingress path ${path.pathType} ${path.path} (rewrite ${rewrite})`);
      }
      return { path: `${prefix[1]}/`, service, port, strip: true };
    }),
  );
}

export interface ProxyLocation {
  path: string;
  exact: boolean;
  body: string;
}

/** The template's `location` blocks (each closed on a line of its own), with their paths as nginx sees them. */
export function proxyLocations(variables: Record<string, string>): ProxyLocation[] {
  const template = read('deploy/proxy/default.conf.template');
  return [...template.matchAll(/^\s*location\s+(=\s+)?(\S+)\s*\{([\s\S]*?)^\s*\}\s*$/gm)].map((match) => ({
    exact: Boolean(match[1]),
    path: match[2]!.replace(/\$\{(\w+)\}/g, (_, name: string) => variables[name] ?? `\${${name}}`),
    body: match[3]!,
  }));
}
