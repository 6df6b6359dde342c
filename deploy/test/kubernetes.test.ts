import * as appsV1 from 'kubernetes-models/apps/v1';
import * as autoscalingV2 from 'kubernetes-models/autoscaling/v2';
import * as batchV1 from 'kubernetes-models/batch/v1';
import * as networkingV1 from 'kubernetes-models/networking.k8s.io/v1';
import * as policyV1 from 'kubernetes-models/policy/v1';
import * as coreV1 from 'kubernetes-models/v1';
import {
  byKey,
  type Container,
  ingressRoutes,
  matches,
  podTemplate,
  proxyLocations,
  renderWithKubectl,
  renderWithoutKubectl,
  type Route,
} from './support/kubernetes';
import { composeFile, envExample, read } from './support/repository';

/** The kubernetes-models class of each apiVersion and kind the manifests use. */
const MODELS: Record<string, Record<string, unknown>> = {
  v1: coreV1,
  'apps/v1': appsV1,
  'batch/v1': batchV1,
  'autoscaling/v2': autoscalingV2,
  'policy/v1': policyV1,
  'networking.k8s.io/v1': networkingV1,
};
type Model = new (data: unknown) => { validate(): void };

const objects = renderWithoutKubectl();
const all = (kind: string) => objects.filter((object) => object.kind === kind);
const one = (kind: string, name: string) => {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`No ${kind} ${name}`);
  return found;
};
const workloads = () => objects.filter((object) => podTemplate(object));
const containers = (): Array<{ owner: string; container: Container }> =>
  workloads().flatMap((object) =>
    podTemplate(object)!.spec.containers.map((container) => ({
      owner: `${object.kind}/${object.metadata.name}`,
      container,
    })),
  );
const backendConfig = () => one('ConfigMap', 'gatherly-backend').data!;

describe('deploy/kubernetes (kustomize)', () => {
  it('renders with `kubectl kustomize` exactly as its resource files say', () => {
    const rendered = renderWithKubectl();
    if (!rendered) {
      // The rest of the checks read the same files the way kustomize does.
      console.warn('Skipped `kubectl kustomize`: kubectl is not installed');
      return;
    }
    expect(byKey(rendered)).toEqual(byKey(objects));
  });

  it('validates every object against the Kubernetes schemas', () => {
    expect(objects.length).toBeGreaterThan(20);
    for (const object of objects) {
      const model = MODELS[object.apiVersion]?.[object.kind] as Model | undefined;
      expect({ object: `${object.apiVersion} ${object.kind}`, known: Boolean(model) }).toMatchObject({ known: true });
      expect(() => new model!(object).validate()).not.toThrow();
    }
  });

  it('has no two objects of one kind with one name, all in the gatherly namespace', () => {
    expect(byKey(objects).size).toBe(objects.length);
    for (const object of objects.filter((o) => o.kind !== 'Namespace')) {
      expect(object.metadata.namespace).toBe('gatherly');
    }
  });

  it('runs the API, the worker, the shell and every remote from the images docker-compose builds', () => {
    const compose = composeFile();
    const project = envExample().COMPOSE_PROJECT_NAME;
    expect(project).toBe('gatherly');
    const built = Object.entries(compose.services).filter(([, service]) => service.build && !service.profiles);
    const deployments = all('Deployment');
    for (const [name, service] of built) {
      // `docker compose build` tags each image <project>-<service>.
      const deployment = deployments.find((object) => object.metadata.name === name);
      expect({ service: name, deployed: Boolean(deployment) }).toEqual({ service: name, deployed: true });
      expect(podTemplate(deployment!)!.spec.containers.map((c) => c.image)).toEqual([`${project}-${name}`]);
      // …built for that part: the Dockerfile target (api, worker) or the web app (APP).
      expect(service.build!.target ?? service.build!.args?.APP).toBe(name);
    }
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(built.map(([name]) => name).sort());
    // The migrations run the API's image, which holds the CLI.
    expect(podTemplate(one('Job', 'gatherly-migrate'))!.spec.containers[0]).toMatchObject({
      image: `${project}-api`,
      command: ['node', 'dist/cli.js', 'migrate'],
    });
    expect(read('backend/src/cli/parse-args.ts')).toContain("case 'migrate':");
    // The nightly backup runs the image compose builds for `docker compose run backup`.
    expect(compose.services.backup!.build!.target).toBe('backup');
    expect(podTemplate(one('CronJob', 'gatherly-backup'))!.spec.containers[0]).toMatchObject({
      image: `${project}-backup`,
      command: ['node', 'dist/cli.js', 'backup'],
    });
  });

  it('keeps PostgreSQL, Redis and the object store outside the cluster', () => {
    expect(all('StatefulSet')).toEqual([]);
    expect(all('PersistentVolumeClaim')).toEqual([]);
    for (const { container } of containers()) expect(container.image).not.toMatch(/postgres|redis|minio/);
    const secret = one('Secret', 'gatherly-secrets').stringData!;
    expect(Object.keys(secret)).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'AUTH_SECRET']));
    // Several API pods share no disk.
    expect(backendConfig()).toMatchObject({ NODE_ENV: 'production', STORAGE_DRIVER: 's3', QUEUE_BACKEND: 'redis' });
  });

  it('holds only clearly marked placeholders in its Secret, and the API refuses the placeholder AUTH_SECRET', () => {
    const secret = one('Secret', 'gatherly-secrets');
    expect(secret.data).toBeUndefined();
    for (const [name, value] of Object.entries(secret.stringData!)) {
      expect({ name, value }).toEqual({ name, value: expect.stringMatching(/^$|REPLACE-ME/) });
    }
    expect(secret.stringData!.AUTH_SECRET!.length).toBeLessThan(32);
    expect(read('deploy/kubernetes/secret.yaml')).toMatch(/^# PLACEHOLDERS ONLY/);
    // Secrets never in the ConfigMaps.
    for (const map of all('ConfigMap')) {
      for (const name of Object.keys(map.data ?? {})) expect(name).not.toMatch(/PASSWORD|SECRET|ACCESS_KEY/);
    }
  });

  it('refers only to ConfigMaps, Secrets and keys that exist', () => {
    const maps = new Map(all('ConfigMap').map((map) => [map.metadata.name, map.data ?? {}]));
    const secrets = new Map(all('Secret').map((secret) => [secret.metadata.name, secret.stringData ?? {}]));
    for (const { owner, container } of containers()) {
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef)
          expect({ owner, map: maps.has(source.configMapRef.name) }).toEqual({ owner, map: true });
        if (source.secretRef)
          expect({ owner, secret: secrets.has(source.secretRef.name) }).toEqual({ owner, secret: true });
      }
      for (const variable of container.env ?? []) {
        const fromMap = variable.valueFrom?.configMapKeyRef;
        const fromSecret = variable.valueFrom?.secretKeyRef;
        if (fromMap)
          expect({ owner, key: fromMap.key, found: fromMap.key in (maps.get(fromMap.name) ?? {}) }).toMatchObject({
            found: true,
          });
        if (fromSecret) {
          expect({
            owner,
            key: fromSecret.key,
            found: fromSecret.key in (secrets.get(fromSecret.name) ?? {}),
          }).toMatchObject({
            found: true,
          });
        }
      }
    }
  });

  it("selects each Service's pods by a Deployment's labels, on a port its container declares", () => {
    for (const service of all('Service').filter((s) => s.spec!.type !== 'ExternalName')) {
      const selector = service.spec!.selector as Record<string, string>;
      const targets = all('Deployment').filter((d) => matches(selector, podTemplate(d)!.metadata?.labels));
      expect({ service: service.metadata.name, targets: targets.length }).toEqual({
        service: service.metadata.name,
        targets: 1,
      });
      const ports = podTemplate(targets[0]!)!.spec.containers.flatMap((c) => c.ports ?? []);
      for (const port of service.spec!.ports!) {
        const target = port.targetPort ?? port.port;
        expect(ports.some((p) => p.name === target || p.containerPort === target)).toBe(true);
      }
    }
    for (const deployment of all('Deployment')) {
      expect(matches(deployment.spec!.selector!.matchLabels!, podTemplate(deployment)!.metadata?.labels)).toBe(true);
    }
  });

  it('probes the health routes, on ports the containers declare', () => {
    const probes = (container: Container) =>
      [container.startupProbe, container.readinessProbe, container.livenessProbe].filter(
        (probe) => probe !== undefined,
      );
    for (const { owner, container } of containers()) {
      if (owner.startsWith('Job/') || owner.startsWith('CronJob/')) continue;
      expect({ owner, probes: probes(container).length > 0 }).toEqual({ owner, probes: true });
      for (const probe of probes(container)) {
        const port = probe.httpGet?.port ?? probe.tcpSocket?.port;
        if (port === undefined) continue;
        const declared = (container.ports ?? []).some((p) => p.name === port || p.containerPort === port);
        expect({ owner, port, declared }).toEqual({ owner, port, declared: true });
      }
    }
    const api = podTemplate(one('Deployment', 'api'))!.spec.containers[0]!;
    expect(api.readinessProbe!.httpGet!.path).toBe('/api/health');
    expect(read('backend/src/modules/health/health.controller.ts')).toContain("@Controller('health')");
    const worker = podTemplate(one('Deployment', 'worker'))!.spec.containers[0]!;
    expect(worker.livenessProbe!.exec!.command).toEqual(['node', 'dist/runtime/worker-health-check.js']);
    // As the images' own health checks: the shell's page, a remote's manifest.
    for (const { owner, container } of containers().filter(({ container }) => container.name === 'web')) {
      const path = owner === 'Deployment/shell' ? '/' : '/mf-manifest.json';
      expect({ owner, path: container.readinessProbe!.httpGet!.path }).toEqual({ owner, path });
    }
  });

  it('scales the API with a HorizontalPodAutoscaler and keeps one up through disruptions', () => {
    const hpa = one('HorizontalPodAutoscaler', 'api');
    expect(hpa.spec!.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'api' });
    expect(hpa.spec!.minReplicas).toBeGreaterThanOrEqual(2);
    // The autoscaler owns the count: a replicas field would reset it on every apply.
    expect(one('Deployment', 'api').spec!.replicas).toBeUndefined();
    const pdb = one('PodDisruptionBudget', 'api');
    expect(matches(pdb.spec!.selector!.matchLabels!, podTemplate(one('Deployment', 'api'))!.metadata?.labels)).toBe(
      true,
    );
  });

  it('runs every container as non-root, read-only, without privileges, with requests and limits', () => {
    for (const object of workloads()) {
      expect({ pod: object.metadata.name, ...podTemplate(object)!.spec.securityContext }).toMatchObject({
        runAsNonRoot: true,
        runAsUser: 1000,
      });
    }
    for (const { owner, container } of containers()) {
      expect({ owner, ...container.securityContext }).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      for (const kind of ['requests', 'limits'] as const) {
        expect({ owner, kind, ...container.resources?.[kind] }).toMatchObject({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
      }
    }
  });

  it('routes exactly as the compose proxy does', () => {
    const proxy = composeFile().services.proxy!.environment!;
    const bucket = backendConfig().S3_BUCKET!;
    const proxied: Route[] = proxyLocations({ S3_BUCKET: bucket })
      // The proxy answers its own health check; the Ingress controller has its own.
      .filter((location) => !(location.exact && location.path === '/healthz'))
      .map((location) => {
        const variable = /set \$\w+ \$\{(\w+_UPSTREAM)\};/.exec(location.body)?.[1];
        const [host, port] = (proxy[variable ?? ''] ?? '').split(':');
        const rewrite = /rewrite \^(\S+)\(\/\.\*\)\$ \$1 break;/.exec(location.body)?.[1];
        if (rewrite) expect(`${rewrite}/`).toBe(location.path);
        // The compose network's MinIO is outside the cluster, named by an ExternalName Service.
        return {
          path: location.path,
          service: host === 'objects' ? 'object-store' : host!,
          port: Number(port),
          strip: Boolean(rewrite),
        };
      });
    const ingresses = all('Ingress');
    const routed = ingresses.flatMap(ingressRoutes);
    const order = (routes: Route[]) => [...routes].sort((a, b) => a.path.localeCompare(b.path));
    expect(order(routed)).toEqual(order(proxied));
    expect(proxied.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/', '/objects/', '/', `/${bucket}/`]),
    );

    // Each route's Service exists and listens on the port the route names.
    const services = new Map(all('Service').map((service) => [service.metadata.name, service]));
    for (const route of routed) {
      expect(services.get(route.service)?.spec!.ports!.map((p) => p.port)).toContain(route.port);
    }
    // As the proxy: one host (PUBLIC_URL's), 11 MB bodies, uploads unbuffered to the store.
    const host = new URL(backendConfig().PUBLIC_URL!).host;
    for (const ingress of ingresses) {
      expect(ingress.spec!.rules!.map((rule) => rule.host)).toEqual([host]);
      expect(ingress.spec!.tls![0]!.hosts).toEqual([host]);
    }
    expect(read('deploy/proxy/default.conf.template')).toContain('client_max_body_size 11m;');
    const uploads = ingresses.find((ingress) =>
      ingressRoutes(ingress).some((route) => route.service === 'object-store'),
    )!;
    expect(uploads.metadata.annotations).toMatchObject({
      'nginx.ingress.kubernetes.io/proxy-body-size': '11m',
      'nginx.ingress.kubernetes.io/proxy-request-buffering': 'off',
    });
    expect(backendConfig().S3_PUBLIC_ENDPOINT).toBe(backendConfig().PUBLIC_URL);
  });

  it("points the shell's remote map at the path the Ingress serves each remote under", () => {
    const map = JSON.parse(one('ConfigMap', 'gatherly-web').data!.REMOTE_MAP!) as Record<string, string>;
    const composeMap = JSON.parse(composeFile().services.shell!.environment!.REMOTE_MAP!) as Record<string, string>;
    expect(map).toEqual(composeMap);
    const routes = all('Ingress').flatMap(ingressRoutes);
    for (const [remote, manifest] of Object.entries(map)) {
      expect(manifest).toBe(`/sections/${remote}/mf-manifest.json`);
      expect(routes).toContainEqual({ path: `/sections/${remote}/`, service: remote, port: 8080, strip: true });
    }
  });
});
