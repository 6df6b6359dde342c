import sharp from 'sharp';
import { Prng } from '../../backend/bench/seed/prng';

/**
 * Photos for the demo's gallery: drawn scenes of a weekend by the sea (sunsets, beach days, hills, the
 * party's lights, the old town), each with a caption that fits it. The benchmark's photos are noise, which
 * weighs what a phone's photo weighs but shows nothing a visitor would recognise.
 */
export interface DemoPhoto {
  image: Buffer;
  caption: string | null;
}

const WIDTH = 1600;
const HEIGHT = 1200;

type Scene = (rng: Prng) => string;

const gradient = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((color, index) => `<stop offset="${index / (stops.length - 1)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

/** A ridge line across the picture, as an SVG path closed at the bottom. */
function ridge(rng: Prng, base: number, roughness: number): string {
  let y = base;
  const points: string[] = [];
  for (let x = 0; x <= WIDTH; x += 80) {
    y = Math.max(base - roughness, Math.min(base + roughness, y + rng.int(-roughness, roughness) / 2));
    points.push(`${x},${Math.round(y)}`);
  }
  return `M0,${HEIGHT} L${points.join(' L')} L${WIDTH},${HEIGHT} Z`;
}

const sunset: Scene = (rng) => {
  const horizon = rng.int(620, 760);
  const sunX = rng.int(400, 1200);
  const streaks = Array.from({ length: 14 }, (_, index) => {
    const y = horizon + 20 + index * rng.int(24, 34);
    const width = 60 + (14 - index) * rng.int(10, 22);
    return `<rect x="${sunX - width / 2}" y="${y}" width="${width}" height="6" rx="3" fill="#ffd59a" opacity="${0.7 - index * 0.04}"/>`;
  }).join('');
  return `<defs>${gradient('sky', ['#2d1b69', '#8e3b8f', '#e2646b', '#f7a960'])}${gradient('sea', ['#4a2f6b', '#1d1740'])}
    <radialGradient id="glow"><stop offset="0" stop-color="#fff3c4"/><stop offset=".35" stop-color="#ffd27a"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient></defs>
    <rect width="${WIDTH}" height="${horizon}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${horizon - 40}" r="320" fill="url(#glow)" opacity=".8"/>
    <circle cx="${sunX}" cy="${horizon - 40}" r="90" fill="#fff0c0"/>
    <rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#sea)"/>${streaks}`;
};

const beach: Scene = (rng) => {
  const shore = rng.int(560, 660);
  const sand = shore + rng.int(160, 240);
  const colours = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#f78c6b'];
  const umbrellas = Array.from({ length: rng.int(3, 6) }, () => {
    const x = rng.int(120, 1480);
    const y = rng.int(sand + 80, HEIGHT - 160);
    const colour = rng.pick(colours);
    return `<line x1="${x}" y1="${y - 150}" x2="${x}" y2="${y + 40}" stroke="#6b4f3a" stroke-width="10"/>
      <path d="M${x - 150},${y - 150} Q${x},${y - 300} ${x + 150},${y - 150} Z" fill="${colour}"/>
      <path d="M${x - 50},${y - 150} Q${x},${y - 300} ${x + 50},${y - 150} Z" fill="#fff" opacity=".85"/>
      <rect x="${x + rng.int(20, 80)}" y="${y + 10}" width="170" height="70" rx="10" fill="${rng.pick(colours)}" opacity=".9"/>`;
  }).join('');
  return `<defs>${gradient('sky', ['#5ab4e6', '#bfe7fb'])}${gradient('sea', ['#1e88a8', '#3cc4c9', '#8fe3dc'])}${gradient('sand', ['#f3ddb3', '#e7c48f'])}</defs>
    <rect width="${WIDTH}" height="${shore}" fill="url(#sky)"/>
    <ellipse cx="${rng.int(200, 1400)}" cy="${rng.int(120, 260)}" rx="220" ry="50" fill="#fff" opacity=".8"/>
    <rect y="${shore}" width="${WIDTH}" height="${sand - shore}" fill="url(#sea)"/>
    <path d="M0,${sand} Q400,${sand - 30} 800,${sand} T1600,${sand} V${HEIGHT} H0 Z" fill="url(#sand)"/>
    <path d="M0,${sand - 6} Q400,${sand - 36} 800,${sand - 6} T1600,${sand - 6}" stroke="#fff" stroke-width="10" fill="none" opacity=".8"/>${umbrellas}`;
};

const hills: Scene = (rng) => {
  const palettes = [
    ['#fde2c4', '#f4a582', '#c2677d', '#6d3b6e', '#2f1b44'],
    ['#dff3f7', '#9fd3d6', '#5a9f9b', '#2f6b66', '#173f3b'],
    ['#fff1d6', '#f2c879', '#c98b4b', '#7f5536', '#3d2a1e'],
  ];
  const [sky, ...layers] = rng.pick(palettes);
  const ridges = layers
    .map((colour, index) => `<path d="${ridge(rng, 420 + index * 170, 110 - index * 15)}" fill="${colour}"/>`)
    .join('');
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${sky}"/>
    <circle cx="${rng.int(300, 1300)}" cy="${rng.int(180, 300)}" r="80" fill="#fff" opacity=".75"/>${ridges}`;
};

const lights: Scene = (rng) => {
  const bokeh = Array.from({ length: 46 }, () => {
    const colour = rng.pick(['#ffb347', '#ffd27a', '#ff7b7b', '#ffe9b0', '#f9a8d4']);
    return `<circle cx="${rng.int(0, WIDTH)}" cy="${rng.int(0, HEIGHT)}" r="${rng.int(30, 110)}" fill="${colour}" opacity="${rng.int(15, 45) / 100}"/>`;
  }).join('');
  const sag = rng.int(120, 220);
  const bulbs = Array.from({ length: 15 }, (_, index) => {
    const t = index / 14;
    const x = 40 + t * (WIDTH - 80);
    const y = 180 + 4 * sag * t * (1 - t);
    return `<circle cx="${x}" cy="${y + 26}" r="22" fill="#fff4c2"/><circle cx="${x}" cy="${y + 26}" r="54" fill="#ffd27a" opacity=".35"/>`;
  }).join('');
  return `<defs>${gradient('night', ['#1b1538', '#3a1f4f', '#5b2a4e'])}<filter id="soft"><feGaussianBlur stdDeviation="18"/></filter></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#night)"/><g filter="url(#soft)">${bokeh}</g>
    <path d="M40,180 Q${WIDTH / 2},${180 + 2 * sag} ${WIDTH - 40},180" stroke="#2a2235" stroke-width="6" fill="none"/>${bulbs}`;
};

const oldTown: Scene = (rng) => {
  const walls = ['#f6e7c8', '#f2c6a0', '#e9d9b6', '#f4d1c4', '#fbf3e4', '#e8b88a'];
  const shutters = ['#2f7f8a', '#3d6fb6', '#5c8a3a', '#a23b3b'];
  let x = -40;
  const houses: string[] = [];
  while (x < WIDTH) {
    const width = rng.int(220, 340);
    const top = rng.int(260, 480);
    const shutter = rng.pick(shutters);
    const windows: string[] = [];
    for (let y = top + 70; y < HEIGHT - 260; y += 170)
      for (let wx = x + 40; wx + 70 < x + width - 20; wx += 120)
        windows.push(
          `<rect x="${wx}" y="${y}" width="70" height="100" fill="#3b3340"/><rect x="${wx - 22}" y="${y}" width="20" height="100" fill="${shutter}"/><rect x="${wx + 72}" y="${y}" width="20" height="100" fill="${shutter}"/>`,
        );
    houses.push(
      `<rect x="${x}" y="${top}" width="${width}" height="${HEIGHT - top}" fill="${rng.pick(walls)}"/><rect x="${x}" y="${top - 18}" width="${width}" height="22" fill="#c2703d"/>${windows.join('')}`,
    );
    x += width;
  }
  return `<defs>${gradient('sky', ['#3f9be0', '#a9dcf7'])}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    ${houses.join('')}<rect y="${HEIGHT - 120}" width="${WIDTH}" height="120" fill="#b9a58a"/>
    <path d="M0,${HEIGHT - 120} H${WIDTH}" stroke="#8d7a62" stroke-width="6"/>`;
};

const SCENES: Array<[Scene, string[]]> = [
  [sunset, ['Golden hour from the terrace', 'Sunset over Sitges', 'That sky on Friday night']],
  [beach, ['Beach day crew', 'Platja de la Fragata', 'First swim of the weekend']],
  [hills, ['The hills behind the villa', 'Morning hike views', 'Garraf from the road']],
  [lights, ['String lights at the party', 'Dancing under the lights', 'Last song of the night']],
  [oldTown, ['Old town wander', 'Coffee stop in the old town', 'Our street in Sitges']],
];

/** The `index`th photo of the demo event: the same picture and caption for the same index on every run. */
export async function demoPhoto(index: number): Promise<DemoPhoto> {
  const rng = new Prng(1_000 + index);
  // In turn, so that neighbours in the gallery differ; each scene varies with the generator.
  const [scene, captions] = SCENES[index % SCENES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scene(rng)}</svg>`;
  const image = await sharp(Buffer.from(svg)).blur(1.2).jpeg({ quality: 85 }).toBuffer();
  // Most photos carry a caption, as people add them; some do not.
  const caption = rng.next() < 0.75 ? rng.pick(captions) : null;
  return { image, caption };
}
