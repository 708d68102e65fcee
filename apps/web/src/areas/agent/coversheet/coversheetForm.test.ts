import { CONTACT_MESSAGES, MESSAGES } from '@balance/domain';
import type { Coversheet } from '@balance/api-client';
import { describe, expect, it } from 'vitest';
import {
  grossCommission,
  isManualComplete,
  serverErrorsToForm,
  splitTotal,
  toCoversheetInput,
  toFormValues,
  validateCoversheet,
  type CoversheetFormValues,
} from './coversheetForm';

const SHEET: Coversheet = {
  coversheetId: 640,
  contractId: 88012,
  status: 'Submitted',
  listing: {
    listingId: 7290,
    mlsNumber: '25-108811',
    address: '2211 SE Clinton St',
    city: 'Portland',
    state: 'OR',
    zip: '97202',
    propertyType: 'DE',
    listPrice: 629000,
    listDate: '2025-10-02',
    status: 'Sold',
    listingAgentName: 'Maya Rivera',
  },
  manual: null,
  side: 'LIST',
  salePrice: 615000,
  contractDate: '2025-12-10',
  closingDate: '2026-01-16',
  commissionPercent: 3,
  grossCommission: 18450,
  agents: [
    { userId: 1001, name: 'Maya Rivera', splitPercent: 60, amount: 11070 },
    { userId: 1002, name: 'Daniel Okafor', splitPercent: 40, amount: 7380 },
  ],
  contacts: [
    { type: 'Seller', name: 'Ana Morales', company: null, phone: '5035550123', email: 'ana@example.com' },
  ],
  notes: '',
  updatedAt: '2025-12-11T18:02:00Z',
  updatedByName: 'Maya Rivera',
};

const valid = (): CoversheetFormValues => toFormValues(SHEET);

describe('coversheet rules', () => {
  it('accepts a coversheet with a listing, agents adding up to 100 and the deal filled in', () => {
    expect(validateCoversheet(valid())).toEqual({});
  });

  it('needs a listing or every manual field, with the spec message', () => {
    const values = { ...valid(), listing: null };
    const errors = validateCoversheet(values);
    expect(errors.listing).toBe(MESSAGES.selectListingOrManual);
    expect(errors.address).toBeDefined();
    expect(errors.propertyType).toBeDefined();

    const partly = {
      ...values,
      manual: {
        address: '18 Orchard Ln',
        city: 'Beaverton',
        state: 'OR',
        zip: '',
        propertyType: 'DE' as const,
      },
    };
    expect(validateCoversheet(partly).listing).toBe(MESSAGES.selectListingOrManual);
    expect(validateCoversheet(partly).zip).toBeDefined();
    expect(validateCoversheet(partly).address).toBeUndefined();

    const manual = { ...partly, manual: { ...partly.manual, zip: '97005' } };
    expect(isManualComplete(manual.manual)).toBe(true);
    expect(validateCoversheet(manual)).toEqual({});
  });

  it('applies the shared zip and e-mail rules (the mock refuses the same values)', () => {
    const values = { ...valid(), listing: null };
    const manual = {
      address: '18 Orchard Ln',
      city: 'Beaverton',
      state: 'OR',
      zip: '12',
      propertyType: 'DE' as const,
    };
    expect(validateCoversheet({ ...values, manual }).zip).toBe(CONTACT_MESSAGES.zipInvalid);
    expect(validateCoversheet({ ...values, manual: { ...manual, zip: 'K1A 0B6' } })).toEqual({});
    expect(serverErrorsToForm({ 'manual.zip': [CONTACT_MESSAGES.zipInvalid] }).zip).toBe(
      CONTACT_MESSAGES.zipInvalid,
    );
    const contact = {
      key: 'c0',
      type: 'Buyer' as const,
      name: 'Lee Park',
      company: '',
      phone: '',
      email: 'a@b.c',
    };
    expect(validateCoversheet({ ...valid(), contacts: [contact] })['contact-c0-email']).toBe(
      'Enter a valid e-mail address',
    );
    expect(validateCoversheet({ ...valid(), contacts: [{ ...contact, email: 'x@y.co' }] })).toEqual({});
  });

  it('needs at least one agent, with the spec message', () => {
    expect(validateCoversheet({ ...valid(), agents: [] }).agents).toBe(MESSAGES.selectAtLeastOneAgent);
  });

  it('needs the splits to add up to 100%', () => {
    const values = valid();
    values.agents[1] = { ...values.agents[1]!, splitPercent: 30 };
    expect(splitTotal(values.agents)).toBe(90);
    expect(validateCoversheet(values).splits).toBe('Agent splits must add up to 100% (now 90%)');
    values.agents[1] = { ...values.agents[1]!, splitPercent: null };
    expect(validateCoversheet(values).splits).toBe('Every agent needs a split');
  });

  it('checks the deal: price, dates in order, commission; contacts need a name and a valid e-mail', () => {
    const values = {
      ...valid(),
      salePrice: null,
      closingDate: '2025-12-01',
      commissionPercent: null,
      contacts: [{ key: 'c0', type: 'Buyer' as const, name: ' ', company: '', phone: '', email: 'nope' }],
    };
    const errors = validateCoversheet(values);
    expect(errors.salePrice).toBe('Sale price is required');
    expect(errors.closingDate).toBe('Closing date cannot be before the contract date');
    expect(errors.commissionPercent).toBe('Commission rate is required');
    expect(errors['contact-c0-name']).toBe('Name is required');
    expect(errors['contact-c0-email']).toBe('Enter a valid e-mail address');
  });

  it('computes the gross commission from price and rate', () => {
    expect(grossCommission({ salePrice: 615000, commissionPercent: 3 })).toBe(18450);
    expect(grossCommission({ salePrice: null, commissionPercent: 3 })).toBe(0);
  });
});

describe('the save request', () => {
  it('sends the listing id and no manual property when a listing is chosen', () => {
    const input = toCoversheetInput(88012, valid());
    expect(input).toMatchObject({
      contractId: 88012,
      listingId: 7290,
      manual: null,
      side: 'LIST',
      salePrice: 615000,
    });
    expect(input.agents).toEqual([
      { userId: 1001, splitPercent: 60 },
      { userId: 1002, splitPercent: 40 },
    ]);
    expect(input.contacts[0]).toEqual({
      type: 'Seller',
      name: 'Ana Morales',
      company: null,
      phone: '5035550123',
      email: 'ana@example.com',
    });
  });

  it('sends the trimmed manual property without a listing', () => {
    const values = {
      ...valid(),
      listing: null,
      manual: {
        address: ' 18 Orchard Ln ',
        city: 'Beaverton',
        state: 'OR',
        zip: '97005',
        propertyType: 'DE' as const,
      },
    };
    expect(toCoversheetInput(88020, values)).toMatchObject({
      listingId: null,
      manual: { address: '18 Orchard Ln', city: 'Beaverton', state: 'OR', zip: '97005', propertyType: 'DE' },
    });
  });

  it('maps the server field errors onto the form', () => {
    expect(
      serverErrorsToForm({
        agents: [MESSAGES.selectAtLeastOneAgent],
        listingId: [MESSAGES.selectListingOrManual],
        salePrice: ['Too low'],
        unknown: ['ignored'],
      }),
    ).toEqual({
      agents: MESSAGES.selectAtLeastOneAgent,
      listing: MESSAGES.selectListingOrManual,
      salePrice: 'Too low',
    });
  });
});
