import type { OrganisationInfo } from '@contract/organisation'
import { brandColourUses, contrastOf, readableBrandColours } from '@/ui/readable-brand-colours'
import { checkBrand } from './check-brand'
import type { Picture } from './preview'

/**
 * The gallery's one page: the brand's figures (colours, each pair the screens draw with the
 * ratio it reads at, what `check` says) above every screen at both widths, side by side. Plain
 * HTML with its pictures beside it, to open in any browser or send as a folder.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  )

function swatch(name: string, colour: string) {
  return `<li><span class="swatch" style="background:${escapeHtml(colour)}"></span>${escapeHtml(name)} <code>${escapeHtml(colour)}</code></li>`
}

export function galleryPage(
  brand: OrganisationInfo,
  pictures: readonly Picture[],
  widths: readonly number[],
): string {
  const { colours } = brand.orgBrand
  const drawn = readableBrandColours(colours)
  const pairs = brandColourUses(colours)
    .map((pair) => {
      const ratio = contrastOf(pair.foreground, pair.background)
      const verdict = ratio >= pair.minimum ? 'passes' : 'fails'
      return `<tr><td>${escapeHtml(pair.use)}</td><td><span class="sample" style="color:${escapeHtml(pair.foreground)};background:${escapeHtml(pair.background)}">Aa</span></td><td>${ratio}:1</td><td class="${verdict}">${verdict} (${pair.minimum}:1)</td></tr>`
    })
    .join('\n')
  const adjusted = drawn.adjustments
    .map(
      (change) =>
        `<li>The screens draw ${escapeHtml(change.field)} as <code>${escapeHtml(change.drawn)}</code> (${change.drawnRatio}:1) instead of <code>${escapeHtml(change.given)}</code> (${change.givenRatio}:1) for ${escapeHtml(change.use)}.</li>`,
    )
    .join('\n')
  const problems = checkBrand(brand)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('\n')
  const screens = [...new Set(pictures.map((picture) => picture.screen))]
    .map((screen) => {
      const shots = widths
        .map((width) => pictures.find((p) => p.screen === screen && p.width === width))
        .filter((shot) => shot !== undefined)
        .map(
          (shot) =>
            `<figure><a href="${shot.file}"><img src="${shot.file}" alt="${escapeHtml(screen.title)} at ${shot.width} px" width="${shot.width < 800 ? 195 : 640}" loading="lazy"></a><figcaption>${shot.width} px</figcaption></figure>`,
        )
        .join('')
      return `<section><h2>${escapeHtml(screen.title)}</h2><div class="shots">${shots}</div></section>`
    })
    .join('\n')
  const logo = brand.orgBrand.logoUrl
    ? `<img class="logo" src="${escapeHtml(brand.orgBrand.logoUrl)}" alt="${escapeHtml(brand.orgBrand.name)}">`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(brand.orgBrand.name)}: screens for sign-off</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #17202e; }
.logo { max-height: 48px; }
.swatch { display: inline-block; width: 1.2em; height: 1.2em; border: 1px solid #999; vertical-align: middle; margin-right: .4em; }
.sample { display: inline-block; padding: 0 .4em; border: 1px solid #ccc; font-weight: 600; }
table { border-collapse: collapse; } td, th { padding: .3em .8em; border-bottom: 1px solid #ddd; text-align: left; }
.passes { color: #1b6e4a; } .fails { color: #b42318; font-weight: 600; }
.shots { display: flex; gap: 2rem; align-items: flex-start; }
figure { margin: 0; } img[loading] { border: 1px solid #ccc; }
section { margin-top: 2.5rem; }
</style>
</head>
<body>
<header>${logo}<h1>${escapeHtml(brand.orgBrand.name)} (${escapeHtml(brand.orgCode)}): screens for sign-off</h1>
<p>${pictures.length} pictures of ${new Set(pictures.map((p) => p.screen)).size} screens at ${widths.join(' and ')} px, on the simulated lender. Copy and legal text are the lender's own content.</p></header>
<h2>Colours</h2>
<ul>${swatch('Primary', colours.primary)}${swatch('Text on primary', colours.primaryText)}${swatch('Accent (drawn by no screen yet)', colours.accent)}</ul>
<table><thead><tr><th>Where the screens draw it</th><th>Sample</th><th>Contrast</th><th>WCAG 2.2 AA</th></tr></thead>
<tbody>${pairs}</tbody></table>
${adjusted ? `<p>Where a colour fails, the app draws the nearest shade that passes:</p><ul>${adjusted}</ul>` : ''}
<h2>Check</h2>
${problems ? `<ul class="fails">${problems}</ul>` : '<p class="passes">npm run brand -- check finds nothing to change.</p>'}
${screens}
</body>
</html>
`
}
