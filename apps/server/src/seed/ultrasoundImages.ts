import { crc32, deflateSync } from 'node:zlib';
import { seededRandom } from './random.js';

/**
 * Demo scan images: greyscale ultrasound-style pictures (a scan sector of speckled tissue with dark, fluid-filled
 * chambers and vessels), encoded as PNG by hand, and saved once in src/seed/assets, which the seed uploads (a test
 * keeps them the same as drawn here). Nothing here is a real patient's scan.
 */

export const ULTRASOUND_WIDTH = 480;
export const ULTRASOUND_HEIGHT = 360;

/** A PNG of 8-bit grey pixels, row by row (`pixels.length === width * height`). */
export function encodeGreyPng(width: number, height: number, pixels: Uint8Array): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: greyscale
  // Compression, filter and interlace methods stay 0.
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    // Each row starts with its filter type: 0, none.
    rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Echo = (x: number, y: number) => number;

/**
 * Ultrasound speckle: Rayleigh-distributed grains (mean about 1) drawn on a coarser grid and smoothed up,
 * stretched sideways as a scanner's grains are, so tissue looks granular rather than like pixel noise.
 */
function speckle(width: number, height: number, seed: number): Echo {
  const [grainX, grainY] = [5, 2];
  const w = Math.ceil(width / grainX) + 2;
  const h = Math.ceil(height / grainY) + 2;
  const next = seededRandom(seed);
  const field = Float32Array.from({ length: w * h }, () => Math.sqrt(-2 * Math.log(1 - next())) / 1.25);
  return (x, y) => {
    const gx = x / grainX;
    const gy = y / grainY;
    const x0 = Math.floor(gx);
    const y0 = Math.floor(gy);
    const fx = gx - x0;
    const fy = gy - y0;
    const at = (i: number, j: number) => field[j * w + i] ?? 1;
    const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
    const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
    return top * (1 - fy) + bottom * fy;
  };
}

/** A scan sector: the probe's apex, the depth range and the half opening angle (radians). */
interface Sector {
  apexX: number;
  apexY: number;
  nearRadius: number;
  farRadius: number;
  halfAngle: number;
}

/** Where (x, y) lies in the sector: depth from 0 (near) to 1 (far), or undefined outside it. */
function depthIn(sector: Sector, x: number, y: number): number | undefined {
  const dx = x - sector.apexX;
  const dy = y - sector.apexY;
  const radius = Math.hypot(dx, dy);
  if (radius < sector.nearRadius || radius > sector.farRadius) return undefined;
  if (Math.abs(Math.atan2(dx, dy)) > sector.halfAngle) return undefined;
  return (radius - sector.nearRadius) / (sector.farRadius - sector.nearRadius);
}

/**
 * Normalised distance to an ellipse's centre: below 1 inside, 1 on its edge. With `taper` the shape widens
 * downwards (a ventricle's bullet shape: narrow apex, wide base).
 */
function ellipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number, taper = 0): number {
  const dy = (y - cy) / ry;
  return Math.hypot((x - cx) / (rx * (1 + taper * dy)), dy);
}

/** Echo strength of a fluid-filled cavity with a wall of `wall` (relative thickness): dark inside, bright rim. */
function cavity(distance: number, wall: number, wallEcho: number): number | undefined {
  if (distance < 1) return 0.03;
  if (distance < 1 + wall) return wallEcho * (1 - 0.4 * Math.abs((distance - 1) / wall - 0.5));
  return undefined;
}

/**
 * The apical view of the heart: four chambers (and the aortic outflow in the five-chamber view) in the sector,
 * ventricles smaller as the heart contracts (`systole` from 0 to 1).
 */
function apicalHeart(cx: number, cy: number, scale: number, fiveChamber: boolean, systole: number): Echo {
  const ventricle = 1 - 0.22 * systole;
  const atrium = 1 + 0.12 * systole;
  return (x, y) => {
    const u = (x - cx) / scale;
    const v = (y - cy) / scale;
    const chambers = [
      // Right ventricle (screen left) and left ventricle (screen right), apex up.
      cavity(ellipse(u, v, -0.4, -0.12, 0.26 * ventricle, 0.6 * ventricle, 0.35), 0.3, 0.6),
      cavity(ellipse(u, v, 0.36, -0.14, 0.3 * ventricle, 0.68 * ventricle, 0.4), 0.34, 0.66),
      // Right and left atrium below the valve plane.
      cavity(ellipse(u, v, -0.44, 0.8, 0.27 * atrium, 0.3 * atrium), 0.18, 0.5),
      cavity(ellipse(u, v, 0.4, 0.84, 0.31 * atrium, 0.29 * atrium), 0.18, 0.5),
      ...(fiveChamber ? [cavity(ellipse(u, v, 0.02, 0.4, 0.12, 0.24), 0.4, 0.8)] : []),
    ].filter((echo): echo is number => echo !== undefined);
    if (chambers.length > 0) return Math.min(...chambers);
    // Bright valve leaflets on the valve plane, the bright pericardium behind the heart.
    if (Math.abs(v - 0.52) < 0.03 && Math.abs(Math.abs(u) - 0.4) < 0.16) return 0.8;
    const heart = ellipse(u, v, 0, 0.3, 0.95, 1.2);
    if (v > 0.6 && heart > 0.95 && heart < 1.08) return 0.85;
    return heart < 1 ? 0.4 : 0.18;
  };
}

/** Softens an echo map with two passes of a box blur each way, so edges fade as a scanner resolves them. */
function blurred(map: Float32Array, width: number, height: number, radius: number): Float32Array {
  let from = map;
  for (let pass = 0; pass < 4; pass += 1) {
    const to = new Float32Array(from.length);
    const horizontal = pass % 2 === 0;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        let sum = 0;
        let count = 0;
        for (let d = -radius; d <= radius; d += 1) {
          const [sx, sy] = horizontal ? [x + d, y] : [x, y + d];
          if (sx < 0 || sx >= width || sy < 0 || sy >= height) continue;
          sum += from[sy * width + sx]!;
          count += 1;
        }
        to[y * width + x] = sum / count;
      }
    }
    from = to;
  }
  return from;
}

/** Renders an echo function in a sector: speckle, depth attenuation, near-field haze and depth marks. */
function render(sector: Sector, echo: Echo, seed: number, pixels: Uint8Array, width: number, height: number) {
  const grain = speckle(width, height, seed);
  const map = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) map[y * width + x] = echo(x, y);
  const echoes = blurred(map, width, height, 2);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const depth = depthIn(sector, x, y);
      if (depth === undefined) continue;
      const haze = depth < 0.08 ? 0.35 * (1 - depth / 0.08) : 0;
      const value = (echoes[y * width + x]! * grain(x, y) + haze) * (1 - 0.45 * depth);
      pixels[y * width + x] = Math.round(255 * Math.min(1, Math.max(0, value)) ** 0.85);
    }
  }
  // Depth marks every tenth of the depth along the sector's right edge, as scanners show centimetres.
  for (let mark = 1; mark < 10; mark += 1) {
    const radius = sector.nearRadius + ((sector.farRadius - sector.nearRadius) * mark) / 10;
    const x = Math.round(sector.apexX + Math.sin(sector.halfAngle) * radius) + 6;
    const y = Math.round(sector.apexY + Math.cos(sector.halfAngle) * radius);
    for (let dx = 0; dx < (mark % 5 === 0 ? 6 : 3); dx += 1) dot(pixels, width, height, x + dx, y, 200);
  }
  // The orientation marker beside the probe.
  for (let dy = -2; dy <= 2; dy += 1)
    for (let dx = -2; dx <= 2; dx += 1) dot(pixels, width, height, sector.apexX - 60 + dx, 14 + dy, 230);
}

function dot(pixels: Uint8Array, width: number, height: number, x: number, y: number, value: number) {
  if (x >= 0 && x < width && y >= 0 && y < height) pixels[y * width + x] = value;
}

/** A caliper cross (+) as measurements on a scan are marked. */
function caliper(pixels: Uint8Array, width: number, height: number, x: number, y: number) {
  for (let d = -4; d <= 4; d += 1) {
    dot(pixels, width, height, x + d, y, 255);
    dot(pixels, width, height, x, y + d, 255);
  }
}

const CARDIAC_SECTOR: Sector = {
  apexX: ULTRASOUND_WIDTH / 2,
  apexY: 12,
  nearRadius: 6,
  farRadius: ULTRASOUND_HEIGHT - 18,
  halfAngle: (40 * Math.PI) / 180,
};

function picture(draw: (pixels: Uint8Array) => void): Buffer {
  const pixels = new Uint8Array(ULTRASOUND_WIDTH * ULTRASOUND_HEIGHT);
  draw(pixels);
  return encodeGreyPng(ULTRASOUND_WIDTH, ULTRASOUND_HEIGHT, pixels);
}

/** The grey pixels of an apical four- or five-chamber view at a moment of the heartbeat (0 to 1). */
export function apicalViewPixels(
  view: 'fourChamber' | 'fiveChamber',
  beat: number,
  seed: number,
): Uint8Array {
  const pixels = new Uint8Array(ULTRASOUND_WIDTH * ULTRASOUND_HEIGHT);
  // Contraction takes the first third of the beat, relaxation the rest.
  const systole = beat < 1 / 3 ? Math.sin(beat * 3 * Math.PI) : 0;
  const heart = apicalHeart(ULTRASOUND_WIDTH / 2, 150, 110, view === 'fiveChamber', systole);
  render(CARDIAC_SECTOR, heart, seed, pixels, ULTRASOUND_WIDTH, ULTRASOUND_HEIGHT);
  return pixels;
}

export function fourChamberPng(seed = 4): Buffer {
  return picture((pixels) => pixels.set(apicalViewPixels('fourChamber', 0, seed)));
}

export function fiveChamberPng(seed = 5): Buffer {
  return picture((pixels) => pixels.set(apicalViewPixels('fiveChamber', 0, seed)));
}

/**
 * A pulsed-wave Doppler of the mitral inflow: a small four-chamber sector with the sample gate on the mitral
 * valve, and below it the spectrum of blood velocities towards the probe over three heartbeats: the early
 * filling (E) wave and the smaller atrial (A) wave above the baseline.
 */
export function dopplerPng(seed = 3): Buffer {
  return picture((pixels) => {
    const width = ULTRASOUND_WIDTH;
    const height = ULTRASOUND_HEIGHT;
    const sector: Sector = { apexX: width / 2, apexY: 6, nearRadius: 4, farRadius: 160, halfAngle: 0.62 };
    render(sector, apicalHeart(width / 2, 74, 52, false, 0), seed, pixels, width, height);
    // The sample gate on the mitral valve.
    for (let d = -6; d <= 6; d += 1) {
      dot(pixels, width, height, width / 2 + 19 + d, 97, 255);
      dot(pixels, width, height, width / 2 + 19 + d, 105, 255);
    }
    const grain = speckle(width, height, seed + 1);
    const [top, baseline, bottom] = [176, 326, height - 8];
    const beatWidth = 140;
    /** Velocity from 0 to 1 along a beat: a steep rise and a slower fall for each wave. */
    const velocity = (x: number) => {
      const t = (x % beatWidth) / beatWidth;
      const wave = (start: number, rise: number, fall: number, peak: number) => {
        if (t < start || t > start + rise + fall) return 0;
        return t < start + rise ? (peak * (t - start)) / rise : peak * (1 - (t - start - rise) / fall);
      };
      return Math.max(wave(0.18, 0.08, 0.22, 1), wave(0.55, 0.06, 0.12, 0.6));
    };
    for (let x = 20; x < width - 30; x += 1) {
      const envelope = velocity(x) * (baseline - top - 10);
      for (let y = top; y < bottom; y += 1) {
        const above = baseline - y;
        let value = 0.05 * grain(x, y);
        if (above > 0 && above < envelope) {
          // Brightest along the envelope, where most blood moves at that speed.
          value = (0.3 + 0.65 * (above / envelope) ** 2) * grain(x, y);
        }
        pixels[y * width + x] = Math.round(255 * Math.min(1, value));
      }
      dot(pixels, width, height, x, baseline, 170);
    }
    // The velocity scale on the right.
    for (let y = baseline; y > top; y -= 25)
      for (let dx = 0; dx < 5; dx += 1) dot(pixels, width, height, width - 24 + dx, y, 200);
  });
}

/**
 * A transverse view of the abdominal aorta with a curved probe: layers of the abdominal wall, the round aorta
 * with its diameter measured between two calipers, the flat vena cava beside it and the spine's shadow below.
 */
export function aortaPng(seed = 7): Buffer {
  return picture((pixels) => {
    const width = ULTRASOUND_WIDTH;
    const height = ULTRASOUND_HEIGHT;
    const sector: Sector = {
      apexX: width / 2,
      apexY: -150,
      nearRadius: 164,
      farRadius: 164 + height - 26,
      halfAngle: (32 * Math.PI) / 180,
    };
    const aorta = { x: width / 2 + 18, y: 200, r: 34 };
    const echo: Echo = (x, y) => {
      const depth = Math.hypot(x - sector.apexX, y - sector.apexY) - sector.nearRadius;
      if (depth < 40) return depth % 14 < 4 ? 0.8 : 0.3;
      const vessel = cavity(ellipse(x, y, aorta.x, aorta.y, aorta.r, aorta.r), 0.14, 0.85);
      if (vessel !== undefined) return vessel;
      const cava = cavity(ellipse(x, y, width / 2 - 62, 204, 30, 13), 0.2, 0.55);
      if (cava !== undefined) return cava;
      // The vertebral body: a bright curved surface that lets no sound through, so a shadow below it.
      const across = (x - width / 2 - 10) / 70;
      if (Math.abs(across) < 1) {
        const surface = 300 - 24 * Math.sqrt(1 - across ** 2);
        if (y >= surface && y < surface + 7) return 0.95;
        if (y >= surface + 7) return 0.03;
      }
      return 0.36;
    };
    render(sector, echo, seed, pixels, width, height);
    caliper(pixels, width, height, aorta.x - aorta.r - 5, aorta.y);
    caliper(pixels, width, height, aorta.x + aorta.r + 5, aorta.y);
    for (let x = aorta.x - aorta.r; x <= aorta.x + aorta.r; x += 4)
      dot(pixels, width, height, x, aorta.y, 220);
  });
}
