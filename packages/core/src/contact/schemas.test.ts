import {
  CONTACT_FORM_TYPES,
  emptyContactValues,
  isContactFormType,
  type ContactFormType,
  type ContactFormValues,
} from './fields';
import { isContactFormComplete, validateContactForm } from './schemas';

const VALID: Record<ContactFormType, Partial<ContactFormValues>> = {
  general: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    instagramHandle: '',
    message: 'Do you have the 1997 Comme des Garçons lookbook?',
    recaptcha: true,
  },
  contributor: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    instagramHandle: '@ada',
    contributionType: ['Archivist', 'Writer'],
    contributionHours: '8 hours a week',
    message: 'I own a box of nineties magazines.',
    recaptcha: true,
  },
  'site improvements': {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    improvementType: 'Bug fix',
    message: 'The search box loses focus on mobile.',
    recaptcha: true,
  },
};

const errorsOf = async (type: ContactFormType, values: Partial<ContactFormValues>) => {
  const result = await validateContactForm(type, values);
  return result.valid ? {} : result.errors;
};

describe('contact form types', () => {
  it('tells a known form type from anything else', () => {
    expect(isContactFormType('contributor')).toBe(true);
    expect(isContactFormType('sales')).toBe(false);
    expect(isContactFormType(undefined)).toBe(false);
  });

  it.each([
    ['general', ['name', 'email', 'message', 'recaptcha']],
    ['contributor', ['name', 'email', 'contributionType', 'contributionHours', 'message', 'recaptcha']],
    ['site improvements', ['name', 'email', 'improvementType', 'message', 'recaptcha']],
  ] as const)('ask a blank %s form for its own fields, the Instagram handle never', async (type, fields) => {
    expect(Object.keys(await errorsOf(type, {})).sort()).toEqual([...fields].sort());
  });

  it('start blank with only their own fields', () => {
    expect(emptyContactValues('site improvements')).toEqual({
      name: '',
      email: '',
      improvementType: '',
      message: '',
      recaptcha: false,
    });
  });
});

describe('validateContactForm', () => {
  it.each(CONTACT_FORM_TYPES)('accepts a complete %s form', async (type) => {
    const result = await validateContactForm(type, VALID[type]);
    expect(result).toEqual({ valid: true, values: VALID[type] });
  });

  it('drops fields the form type does not have', async () => {
    const result = await validateContactForm('general', {
      ...VALID.general,
      improvementType: 'Bug fix',
      isAdmin: true,
    });
    expect(result).toEqual({ valid: true, values: VALID.general });
  });

  it('reports "{label} is required" for missing and empty fields', async () => {
    expect(await errorsOf('contributor', {})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      contributionType: 'Contribution Type is required',
      contributionHours: 'Hours per Week is required',
      message: 'Message is required',
      recaptcha: 'Captcha must be checked',
    });
    expect(await errorsOf('site improvements', { ...VALID['site improvements'], improvementType: '' })).toEqual({
      improvementType: 'Improvement Type is required',
    });
    expect(await errorsOf('general', { ...VALID.general, name: '' })).toEqual({ name: 'Name is required' });
  });

  it('reports "{label} cannot be empty" for text of spaces only', async () => {
    expect(await errorsOf('general', { ...VALID.general, name: '   ', message: '\n\t ' })).toEqual({
      name: 'Name cannot be empty',
      message: 'Message cannot be empty',
    });
  });

  it('reports "{label} has a maximum length of 280 characters" past 280 message characters', async () => {
    expect(await errorsOf('general', { ...VALID.general, message: 'x'.repeat(280) })).toEqual({});
    expect(await errorsOf('general', { ...VALID.general, message: 'x'.repeat(281) })).toEqual({
      message: 'Message has a maximum length of 280 characters',
    });
  });

  it('limits the other texts too', async () => {
    expect(
      await errorsOf('contributor', {
        ...VALID.contributor,
        name: 'n'.repeat(101),
        email: `${'e'.repeat(250)}@x.io`,
        instagramHandle: 'i'.repeat(32),
      }),
    ).toEqual({
      name: 'Name has a maximum length of 100 characters',
      email: 'Email has a maximum length of 254 characters',
      instagramHandle: 'Instagram Handle has a maximum length of 31 characters',
    });
  });

  it('accepts any domain ending and rejects malformed addresses', async () => {
    for (const email of ['a@b.co', 'first.last+tag@studio.museum', 'ada@例え.みんな']) {
      expect(await errorsOf('general', { ...VALID.general, email })).toEqual({});
    }
    for (const email of ['ada', 'ada@', '@example.com', 'ada@example', 'ada@exa mple.com', 'ada@example..com']) {
      expect(await errorsOf('general', { ...VALID.general, email })).toEqual({
        email: 'Email must be a valid e-mail address',
      });
    }
  });

  it('reports "{label} must have a minimum of 1 option selected" for no contribution type', async () => {
    const expected = { contributionType: 'Contribution Type must have a minimum of 1 option selected' };
    expect(await errorsOf('contributor', { ...VALID.contributor, contributionType: [] })).toEqual(expected);
    expect(
      await errorsOf('contributor', { ...VALID.contributor, contributionType: [undefined] as unknown as string[] }),
    ).toEqual(expected);
  });

  it('accepts only the listed options', async () => {
    expect(
      await errorsOf('contributor', {
        ...VALID.contributor,
        contributionType: ['Archivist', 'Spy'],
        contributionHours: '40 hours a week',
      }),
    ).toEqual({
      contributionType: 'Contribution Type must be one of the listed options',
      contributionHours: 'Hours per Week must be one of the listed options',
    });
    expect(await errorsOf('site improvements', { ...VALID['site improvements'], improvementType: 'Praise' })).toEqual({
      improvementType: 'Improvement Type must be one of the listed options',
    });
  });

  it('keeps each contribution type once', async () => {
    const result = await validateContactForm('contributor', {
      ...VALID.contributor,
      contributionType: ['Writer', 'Writer', 'Other'],
    });
    expect(result.valid && result.values.contributionType).toEqual(['Writer', 'Other']);
  });

  it('reports "{label} must be checked" unless the captcha flag is true', async () => {
    for (const recaptcha of [false, undefined, 'no']) {
      expect(await errorsOf('general', { ...VALID.general, recaptcha: recaptcha as boolean })).toEqual({
        recaptcha: 'Captcha must be checked',
      });
    }
  });

  it('treats values of the wrong kind as missing', async () => {
    expect(
      await errorsOf('contributor', {
        ...VALID.contributor,
        name: { first: 'Ada' } as unknown as string,
        contributionType: 'Writer' as unknown as string[],
      }),
    ).toEqual({ name: 'Name is required', contributionType: 'Contribution Type is required' });
  });

  it('judges hostile shapes from a hand-made request without throwing', async () => {
    const required = { name: 'Name is required', email: 'Email is required', message: 'Message is required' };
    const captcha = { recaptcha: 'Captcha must be checked' };
    const hostile = (formData: unknown) => validateContactForm('general', formData);
    // Keys yup's object schema would look up among its fields, and objects that cannot become text.
    const parsed = JSON.parse('{"constructor":{"a":1},"__proto__":{"name":"x"},"toString":1,"hasOwnProperty":2}');
    expect(await hostile(parsed)).toEqual({ valid: false, errors: { ...required, ...captcha } });
    expect(
      await hostile({ ...VALID.general, name: { toString: 1 }, message: { valueOf: null, toString: 'x' } }),
    ).toEqual({
      valid: false,
      errors: { name: 'Name is required', message: 'Message is required' },
    });
    expect(await hostile({ ...VALID.general, recaptcha: { toString: 1 } })).toEqual({ valid: false, errors: captcha });
    for (const formData of [[VALID.general], 'general', 42, true]) {
      expect(await hostile(formData)).toEqual({ valid: false, errors: { ...required, ...captcha } });
    }
  });

  it('refuses list items of the wrong kind and nested lists as options not listed', async () => {
    const type = 'Contribution Type must be one of the listed options';
    for (const contributionType of [[{ toString: 1 }], [['Writer']], ['Writer', [[[]]]], Array(5000).fill({})]) {
      expect(await errorsOf('contributor', { ...VALID.contributor, contributionType } as never)).toEqual({
        contributionType: type,
      });
    }
  });

  it('refuses a NUL character in any text', async () => {
    const nul = 'Ada\u0000Lovelace';
    expect(
      await errorsOf('contributor', { ...VALID.contributor, name: nul, message: nul, instagramHandle: '@a\u0000' }),
    ).toEqual({
      name: 'Name contains a character that is not allowed',
      message: 'Message contains a character that is not allowed',
      instagramHandle: 'Instagram Handle contains a character that is not allowed',
    });
  });

  it('accepts no form data at all as an empty form', async () => {
    expect(await errorsOf('general', null as unknown as ContactFormValues)).toMatchObject({ name: 'Name is required' });
  });
});

describe('isContactFormComplete (Submit enabled)', () => {
  it.each(CONTACT_FORM_TYPES)('is false for a blank %s form and true for a filled one', (type) => {
    expect(isContactFormComplete(type, emptyContactValues(type))).toBe(false);
    expect(isContactFormComplete(type, VALID[type])).toBe(true);
  });

  it('does not need the Instagram handle', () => {
    expect(isContactFormComplete('general', { ...VALID.general, instagramHandle: '' })).toBe(true);
  });

  it('needs each other field: text, select list with a first element, captcha flag', () => {
    expect(isContactFormComplete('general', { ...VALID.general, message: '' })).toBe(false);
    expect(isContactFormComplete('general', { ...VALID.general, recaptcha: false })).toBe(false);
    expect(isContactFormComplete('contributor', { ...VALID.contributor, contributionType: [] })).toBe(false);
    expect(
      isContactFormComplete('contributor', {
        ...VALID.contributor,
        contributionType: [undefined] as unknown as string[],
      }),
    ).toBe(false);
    expect(isContactFormComplete('contributor', { ...VALID.contributor, contributionHours: undefined })).toBe(false);
  });

  it('counts text of spaces as filled in, leaving "cannot be empty" to validation', () => {
    expect(isContactFormComplete('general', { ...VALID.general, name: '  ' })).toBe(true);
  });
});
