// Spec section 5's input filters as the user types into integer and money fields.
import { expect } from 'chai';
import { acceptInteger, filterInteger, filterMoney, filteredNumber } from '../../../src/lib/input-filters.ts';

describe('input filters', () => {
  it('integer: keeps digits only and collapses leading zeros', () => {
    expect(filterInteger('8080')).to.equal('8080');
    expect(filterInteger('0a12b')).to.equal('12');
    expect(filterInteger('-5')).to.equal('5');
    expect(filterInteger('1.5')).to.equal('15');
    expect(filterInteger('007')).to.equal('7');
    expect(filterInteger('000')).to.equal('0');
    expect(filterInteger('')).to.equal('');
    expect(filterInteger('abc')).to.equal('');
    expect(filterInteger('１２')).to.equal('', 'full-width digits are not ASCII digits');
  });

  it('money: strips all but digits and dots, collapses repeated dots and leading zeros, two decimals', () => {
    expect(filterMoney('¥ 001,234.567')).to.equal('1234.56');
    expect(filterMoney('1..2')).to.equal('1.2');
    expect(filterMoney('1.2.3')).to.equal('1.23');
    expect(filterMoney('00.5')).to.equal('0.5');
    expect(filterMoney('.5')).to.equal('0.5');
    expect(filterMoney('0012')).to.equal('12');
    expect(filterMoney('12.')).to.equal('12.', 'a trailing dot stays while the user types the decimals');
    expect(filterMoney('3.999')).to.equal('3.99');
    expect(filterMoney('-7e3')).to.equal('73');
    expect(filterMoney('')).to.equal('');
  });

  it('reads the number a filtered field holds', () => {
    expect(filteredNumber('')).to.equal(null);
    expect(filteredNumber('12.')).to.equal(12);
    expect(filteredNumber('0.05')).to.equal(0.05);
  });
});

describe('acceptInteger', () => {
  it('keeps digits (leading zeros collapsed) and refuses a change that holds anything else', () => {
    expect(acceptInteger('0042')).to.equal('42');
    expect(acceptInteger('')).to.equal('');
    expect(acceptInteger('1.5')).to.equal(null);
    expect(acceptInteger('-5')).to.equal(null);
    expect(acceptInteger('12a')).to.equal(null);
  });
});
