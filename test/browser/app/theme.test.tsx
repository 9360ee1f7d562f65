// The brand colour of the platform configuration drives the Fluent theme.
import { expect } from 'chai';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { Button, FluentProvider } from '@fluentui/react-components';
import { loadThemeTables, themeFor } from '../../../src/lib/theme.ts';
import { brandRamp, DEFAULT_BRAND_COLOR } from '../../../src/lib/brand-ramp.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function primaryButtonColor(color: string | undefined): Promise<string> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => {
    root.render(
      <FluentProvider theme={themeFor(color)}>
        <Button appearance="primary">Go</Button>
      </FluentProvider>,
    );
  });
  const value = getComputedStyle(host.querySelector('button')!).backgroundColor;
  await act(async () => root.unmount());
  host.remove();
  return value;
}

describe('brand theme', () => {
  // The build's stylesheet paints the default in the portal (bundle-budget.test.ts); here, as for
  // any other colour, the theme tables draw it.
  before(() => loadThemeTables());

  it('keeps the configured colour exact at step 80 and orders the ramp dark to light', () => {
    const ramp = brandRamp('#0F6CBD');
    expect(ramp[80]).to.equal('#0f6cbd');
    const lightness = (hex: string) => [1, 3, 5].reduce((s, i) => s + Number.parseInt(hex.slice(i, i + 2), 16), 0);
    expect(lightness(ramp[10])).to.be.lessThan(lightness(ramp[80]));
    expect(lightness(ramp[160])).to.be.greaterThan(lightness(ramp[80]));
  });

  it('paints primary buttons in the default colour #705ADA', async () => {
    expect(DEFAULT_BRAND_COLOR).to.equal('#705ADA');
    expect(await primaryButtonColor(undefined)).to.equal('rgb(112, 90, 218)');
  });

  it('paints primary buttons in a configured colour', async () => {
    expect(await primaryButtonColor('#D13438')).to.equal('rgb(209, 52, 56)');
  });

  it('falls back to the default for an invalid colour', async () => {
    expect(await primaryButtonColor('not-a-colour')).to.equal('rgb(112, 90, 218)');
  });
});
