import type { Cuisine } from '@forkful/domain';
import type { DishKind, SampleRecipe } from './sample-recipes';
import type { SampleUser } from './sample-users';

/**
 * Flat SVG illustrations of the sample dishes, drawn from shapes (no network, no binary assets).
 * scripts/generate-illustrations.ts writes them to public/images/; a spec checks the files match this code.
 */

const BACKGROUNDS: Record<Cuisine, [string, string]> = {
  Italian: ['#fde2d4', '#f9c5b0'],
  Mexican: ['#ffe8b0', '#ffc97a'],
  Bangladeshi: ['#d8f3dc', '#a7e0b5'],
  Chinese: ['#ffd6d6', '#f7a8a8'],
  Others: ['#dbe7ff', '#b9cdfa'],
};

/** A small deterministic generator, so the same recipe always gives the same picture. */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507);
    seed = Math.imul(seed ^ (seed >>> 13), 3266489909);
    return ((seed ^= seed >>> 16) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

function dots(rand: () => number, count: number, cx: number, cy: number, rx: number, ry: number, color: string, size: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const angle = rand() * Math.PI * 2;
    const distance = Math.sqrt(rand());
    out += `<circle cx="${round(cx + Math.cos(angle) * rx * distance)}" cy="${round(cy + Math.sin(angle) * ry * distance)}" r="${round(size * (0.6 + rand() * 0.6))}" fill="${color}"/>`;
  }
  return out;
}

const plate = (cx = 200, cy = 180, rx = 140, ry = 62) =>
  `<ellipse cx="${cx}" cy="${cy + 8}" rx="${rx}" ry="${ry}" fill="#00000018"/>` +
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#ffffff"/>` +
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.72}" ry="${ry * 0.7}" fill="#f1f3f5"/>`;

const bowl = (food: string) =>
  `<ellipse cx="200" cy="236" rx="110" ry="16" fill="#00000018"/>` +
  `<path d="M80 150 Q84 238 200 240 Q316 238 320 150 Z" fill="#fefefe"/>` +
  `<path d="M92 185 Q200 205 308 185" stroke="#4c6ef5" stroke-width="6" fill="none" opacity="0.55"/>` +
  `<ellipse cx="200" cy="150" rx="120" ry="30" fill="#e9ecef"/>` +
  `<ellipse cx="200" cy="152" rx="108" ry="24" fill="${food}"/>`;

const steam = `<g stroke="#ffffff" stroke-width="5" stroke-linecap="round" fill="none" opacity="0.8">` +
  `<path d="M170 110 q-12 -18 0 -34 q12 -16 0 -32"/><path d="M200 104 q-12 -18 0 -34 q12 -16 0 -32"/><path d="M230 110 q-12 -18 0 -34 q12 -16 0 -32"/></g>`;

function drawDish(kind: DishKind, [main, accent]: [string, string], rand: () => number): string {
  switch (kind) {
    case 'pasta': {
      let strands = '';
      for (let i = 0; i < 9; i++) {
        const y = 150 + i * 6;
        strands += `<path d="M${120 + rand() * 20} ${y} q20 -${10 + rand() * 12} 40 0 t40 0 t40 0 t40 0" stroke="${main}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
      }
      return plate() + strands + dots(rand, 18, 200, 172, 70, 22, accent, 3.2) + dots(rand, 3, 200, 160, 40, 10, '#2f9e44', 7);
    }
    case 'pizza': {
      let slices = '';
      for (let i = 0; i < 4; i++) {
        const a = (i * Math.PI) / 4;
        slices += `<line x1="${round(200 + Math.cos(a) * 118)}" y1="${round(170 + Math.sin(a) * 52)}" x2="${round(200 - Math.cos(a) * 118)}" y2="${round(170 - Math.sin(a) * 52)}" stroke="#c68b4a" stroke-width="2"/>`;
      }
      return `<ellipse cx="200" cy="182" rx="140" ry="62" fill="#00000018"/><ellipse cx="200" cy="172" rx="132" ry="58" fill="#d9a25f"/>` +
        `<ellipse cx="200" cy="170" rx="116" ry="49" fill="${main}"/>` + dots(rand, 9, 200, 170, 90, 36, '#fff8e7', 14) +
        dots(rand, 7, 200, 170, 90, 36, accent, 7) + slices;
    }
    case 'bowl':
      return bowl(main) + dots(rand, 14, 200, 150, 86, 16, accent, 5) + steam;
    case 'salad':
      return bowl('#d3f9d8') + dots(rand, 16, 200, 145, 95, 18, '#40c057', 12) + dots(rand, 10, 200, 145, 85, 16, main, 9) +
        dots(rand, 8, 200, 145, 80, 14, accent, 7);
    case 'cake':
      return `<ellipse cx="200" cy="232" rx="130" ry="18" fill="#00000018"/><ellipse cx="200" cy="226" rx="125" ry="20" fill="#ffffff"/>` +
        `<path d="M110 130 L290 110 L290 210 L110 225 Z" fill="${main}"/>` +
        `<path d="M110 160 L290 143 L290 153 L110 171 Z" fill="${accent}" opacity="0.85"/>` +
        `<path d="M110 195 L290 178 L290 188 L110 206 Z" fill="${accent}" opacity="0.85"/>` +
        `<path d="M110 130 L290 110 L250 95 L80 112 Z" fill="${accent}"/>` + dots(rand, 10, 190, 110, 70, 6, '#ffffff', 3);
    case 'pan':
      return `<rect x="300" y="160" width="90" height="16" rx="8" fill="#343a40" transform="rotate(-12 300 168)"/>` +
        `<ellipse cx="190" cy="182" rx="130" ry="60" fill="#00000018"/><ellipse cx="190" cy="172" rx="126" ry="57" fill="#343a40"/>` +
        `<ellipse cx="190" cy="170" rx="110" ry="48" fill="${main}"/>` +
        [0, 1, 2].map((i) => `<ellipse cx="${140 + i * 50}" cy="${160 + (i % 2) * 18}" rx="24" ry="15" fill="#ffffff"/><circle cx="${140 + i * 50}" cy="${159 + (i % 2) * 18}" r="9" fill="${accent}"/>`).join('') +
        dots(rand, 12, 190, 170, 95, 38, '#2f9e44', 3);
    case 'taco':
      return `<ellipse cx="200" cy="226" rx="150" ry="20" fill="#00000018"/>` +
        [0, 1, 2].map((i) => {
          const x = 95 + i * 105;
          return `<path d="M${x - 55} 200 A55 55 0 0 1 ${x + 55} 200 Z" fill="#f2c14e"/>` +
            `<path d="M${x - 45} 182 q45 -40 90 0" stroke="${main}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
            `<path d="M${x - 38} 172 q38 -30 76 0" stroke="#40c057" stroke-width="7" fill="none" stroke-dasharray="6 5"/>` +
            `<circle cx="${x - 12}" cy="170" r="6" fill="${accent}"/><circle cx="${x + 14}" cy="168" r="6" fill="${accent}"/>`;
        }).join('');
    case 'rice':
      return plate() + `<path d="M120 185 Q130 115 200 110 Q270 115 280 185 Z" fill="${main}"/>` +
        dots(rand, 40, 200, 152, 62, 28, '#ffffffcc', 2.2) + dots(rand, 9, 200, 160, 60, 22, accent, 8);
    case 'sticks':
      return plate(170, 190, 130, 50) +
        [0, 1, 2, 3].map((i) => `<rect x="${90 + i * 10}" y="${150 + i * 12}" width="170" height="18" rx="9" fill="${main}" transform="rotate(-10 ${170} ${160 + i * 12})"/>` +
          `<line x1="${100 + i * 10}" y1="${156 + i * 12}" x2="${250 + i * 10}" y2="${130 + i * 12}" stroke="#00000026" stroke-width="2"/>`).join('') +
        `<path d="M290 130 L350 130 L342 200 L298 200 Z" fill="#ffffff"/><ellipse cx="320" cy="132" rx="30" ry="8" fill="${accent}"/>`;
    case 'flatbread':
      return plate() + `<ellipse cx="175" cy="170" rx="95" ry="40" fill="${main}"/>` + dots(rand, 14, 175, 170, 80, 32, '#b5651d99', 6) +
        `<ellipse cx="285" cy="170" rx="40" ry="18" fill="#ffffff"/><ellipse cx="285" cy="168" rx="33" ry="13" fill="${accent}"/>` +
        dots(rand, 6, 285, 168, 26, 9, '#2f9e44', 3);
    case 'dumplings':
      return `<ellipse cx="200" cy="190" rx="145" ry="62" fill="#00000018"/><ellipse cx="200" cy="180" rx="140" ry="60" fill="#c8a165"/>` +
        `<ellipse cx="200" cy="176" rx="124" ry="50" fill="#e6cc98"/>` +
        [[150, 160], [215, 150], [270, 172], [175, 196], [240, 200]].map(([x, y]) =>
          `<path d="M${x - 32} ${y + 10} Q${x} ${y - 34} ${x + 32} ${y + 10} Z" fill="${main}" stroke="#e9dcc0" stroke-width="2"/>` +
          `<path d="M${x - 14} ${y - 6} l6 8 M${x} ${y - 12} l0 10 M${x + 14} ${y - 6} l-6 8" stroke="#d9c7a0" stroke-width="2"/>`).join('') +
        dots(rand, 6, 200, 180, 110, 40, accent, 4);
    case 'noodles': {
      let strands = '';
      for (let i = 0; i < 7; i++) strands += `<path d="M${110 + i * 4} ${140 + i * 3} q22 -14 45 0 t45 0 t45 0 t45 0" stroke="${main}" stroke-width="6" fill="none"/>`;
      return bowl(main) + strands + dots(rand, 10, 200, 148, 85, 14, accent, 6) + dots(rand, 8, 200, 148, 85, 14, '#2f9e44', 4) +
        `<line x1="250" y1="60" x2="190" y2="150" stroke="#8d5524" stroke-width="7" stroke-linecap="round"/><line x1="275" y1="66" x2="205" y2="152" stroke="#8d5524" stroke-width="7" stroke-linecap="round"/>`;
    }
    case 'toast':
      return plate() + `<path d="M120 200 L120 130 Q120 95 160 95 Q185 85 200 100 Q215 85 240 95 Q280 95 280 130 L280 200 Z" fill="#d4a373"/>` +
        `<path d="M132 192 L132 134 Q132 108 162 108 Q186 100 200 112 Q214 100 238 108 Q268 108 268 134 L268 192 Z" fill="${main}"/>` +
        dots(rand, 14, 200, 150, 55, 35, accent, 2.5) + dots(rand, 5, 200, 150, 45, 28, '#ffc9c9', 9);
    case 'pancakes':
      return plate(200, 200, 140, 50) +
        [0, 1, 2, 3, 4].map((i) => `<ellipse cx="200" cy="${190 - i * 16}" rx="96" ry="30" fill="${i % 2 ? main : '#d08c3f'}"/>`).join('') +
        `<path d="M130 120 Q200 100 270 120 L262 150 Q250 130 240 150 Q220 120 200 150 Q180 125 160 148 Z" fill="#a0522dcc"/>` +
        dots(rand, 5, 200, 112, 50, 10, accent, 9);
    case 'tart':
      return plate() + [[140, 160], [210, 150], [270, 175], [185, 195]].map(([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="38" ry="18" fill="${accent}"/><ellipse cx="${x}" cy="${y - 2}" rx="30" ry="13" fill="${main}"/>` +
        dots(rand, 3, x, y - 2, 20, 7, '#d9822b', 3)).join('');
    case 'tray':
      return `<ellipse cx="200" cy="236" rx="150" ry="16" fill="#00000018"/><rect x="60" y="110" width="280" height="120" rx="18" fill="#ffffff"/>` +
        `<rect x="74" y="124" width="252" height="92" rx="10" fill="${main}"/><rect x="74" y="124" width="252" height="40" rx="10" fill="${accent}"/>` +
        dots(rand, 16, 200, 144, 110, 14, '#d4a373', 4);
    case 'plate':
    default:
      return plate() + `<ellipse cx="200" cy="172" rx="85" ry="32" fill="${main}"/>` + dots(rand, 16, 200, 172, 75, 28, accent, 6) +
        dots(rand, 8, 200, 172, 70, 26, '#2f9e44', 4);
  }
}

export function recipeIllustration(recipe: Pick<SampleRecipe, 'slug' | 'title' | 'cuisineType' | 'dish' | 'colors'>): string {
  const [top, bottom] = BACKGROUNDS[recipe.cuisineType];
  const rand = random(recipe.slug);
  const title = recipe.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="800" height="600" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="400" height="300" fill="url(#bg)"/>`,
    `<rect y="222" width="400" height="78" fill="#ffffff" opacity="0.35"/>`,
    dots(rand, 10, 200, 60, 200, 60, '#ffffff55', 6),
    drawDish(recipe.dish, recipe.colors, rand),
    '</svg>',
    '',
  ].join('\n');
}

const AVATAR_COLORS = ['#c2410c', '#15803d', '#7c3aed', '#0369a1'];

/** A round avatar with the cook's initials. */
export function avatarIllustration(user: SampleUser, index: number): string {
  const initials = user.displayName.split(/\s+/).map((part) => part[0]).join('').slice(0, 2).toUpperCase();
  const color = AVATAR_COLORS[index % AVATAR_COLORS.length];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${user.displayName}">`,
    `<circle cx="48" cy="48" r="48" fill="${color}"/>`,
    `<text x="48" y="60" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="#ffffff">${initials}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
