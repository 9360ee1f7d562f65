// Where the platform watermark is drawn: its apply range and export type.
import { expect } from 'chai';
import { watermarkApplies, type WatermarkConfig } from '../../../src/features/watermark/watermark-api.ts';

const cfg = (over: Partial<WatermarkConfig>): WatermarkConfig => ({
  enabled: true,
  content: { department: true, ip: true, time: false, custom: '' },
  fontSize: 16,
  font: 'system',
  color: '#0001',
  margin: 100,
  rotate: -20,
  departmentName: 'Ops',
  clientIp: '10.0.0.1',
  exportType: 'screen-and-print',
  applyRange: { scope: 'portal' },
  ...over,
});
const shell = { onMicroRoute: false, appCode: null, printing: false };
const inApp = (appCode: string) => ({ onMicroRoute: true, appCode, printing: false });

describe('watermark apply range', () => {
  it('covers the whole portal by default and nothing when switched off', () => {
    expect(watermarkApplies(cfg({}), shell)).to.equal(true);
    expect(watermarkApplies(cfg({ enabled: false }), inApp('crm'))).to.equal(false);
  });
  it('covers only embedded applications, or only the chosen ones', () => {
    expect(watermarkApplies(cfg({ applyRange: { scope: 'apps' } }), shell)).to.equal(false);
    expect(watermarkApplies(cfg({ applyRange: { scope: 'apps' } }), inApp('crm'))).to.equal(true);
    const chosen = cfg({ applyRange: { scope: 'selected', appCodes: ['crm'] } });
    expect(watermarkApplies(chosen, inApp('crm'))).to.equal(true);
    expect(watermarkApplies(chosen, inApp('hr'))).to.equal(false);
    expect(watermarkApplies(chosen, shell)).to.equal(false);
  });
  it('leaves printed pages alone for the "screen only" export type', () => {
    expect(watermarkApplies(cfg({ exportType: 'screen' }), { ...shell, printing: true })).to.equal(false);
    expect(watermarkApplies(cfg({ exportType: 'screen-and-print' }), { ...shell, printing: true })).to.equal(true);
  });
});
