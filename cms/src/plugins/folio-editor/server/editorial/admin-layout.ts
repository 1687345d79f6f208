import { YEAR_PUBLISHED_MAX, YEAR_PUBLISHED_MIN } from '@folio/core';
import { CONTENT_TYPE, REDIRECT_TYPE } from '../../../../lib/content-types';

export const INQUIRY_UID = 'plugin::contact.inquiry';

export interface FieldText {
  label: string;
  description: string;
}

export interface TypeLayout {
  fields: Record<string, FieldText>;
  mainField?: string;
  list?: readonly string[];
  sort?: { by: string; order: 'ASC' | 'DESC' };
  readOnly?: readonly string[];
}

const UPDATED_AT: FieldText = { label: 'Updated', description: 'When the entry was last saved.' };
const SEO: FieldText = {
  label: 'SEO',
  description: 'Optional: replaces the page title, description and share image the site derives from the entry.',
};
/** The spec's slug rule in an editor's words, and what changing a slug does. */
const SLUG_RULE =
  'lowercase, spaces and slashes become hyphens, colons go; accents, commas and parentheses stay. Changing it moves the page and its old address redirects to the new one.';
const SLUG = (of: string): FieldText => ({
  label: 'URL slug',
  description: `The last part of the page's address, made from the ${of} when left empty or untouched: ${SLUG_RULE}`,
});
const YEAR: FieldText = {
  label: 'Year published',
  description: `A whole year from ${YEAR_PUBLISHED_MIN} to ${YEAR_PUBLISHED_MAX}; leave empty when unknown (the entry then stays out of the menus).`,
};
const DESIGNER: FieldText = {
  label: 'Designer or brand',
  description: 'Who made it; the site lists the entry under them and builds its address from their name.',
};
const COLLECTIONS: FieldText = {
  label: 'Collections featured',
  description: 'The collections shown, as they should read on the site (e.g. "Spring/Summer 1998").',
};
const COVER: FieldText = { label: 'Cover', description: 'The image shown in lists, menus and share previews.' };
const RIGHTS: FieldText = {
  label: 'Rights statement',
  description:
    "What others may do with this entry's images, shown on its page and by IIIF viewers: the address of a RightsStatements.org statement (e.g. http://rightsstatements.org/vocab/NoC-US/1.0/, No Copyright – United States) or of a Creative Commons license (e.g. https://creativecommons.org/licenses/by/4.0/). Empty keeps the library's statement from the site settings.",
};

const catalogEntry = (title: FieldText, description: string, gallery: [string, FieldText]): TypeLayout => ({
  mainField: 'title',
  list: ['cover', 'title', 'designer', 'yearPublished', 'updatedAt'],
  sort: { by: 'title', order: 'ASC' },
  fields: {
    title,
    slug: SLUG('title'),
    yearPublished: YEAR,
    designer: DESIGNER,
    description: { label: 'Description', description },
    collectionsFeatured: COLLECTIONS,
    cover: COVER,
    [gallery[0]]: gallery[1],
    rights: RIGHTS,
    seo: SEO,
    updatedAt: UPDATED_AT,
  },
});

/** The admin as editors see it, versioned with the content model and applied on every start. */
export const ADMIN_LAYOUT: Record<string, TypeLayout> = {
  [CONTENT_TYPE.scan]: catalogEntry(
    { label: 'Title', description: 'The publication\'s title as printed, e.g. "Catalogue No. 3".' },
    'Shown beside the pages; line breaks are kept.',
    ['pages', { label: 'Pages', description: 'The scanned pages in reading order; drag them to reorder.' }],
  ),
  [CONTENT_TYPE.archiveEntry]: catalogEntry(
    { label: 'Title', description: 'The collection\'s name, e.g. "Autumn/Winter 1997".' },
    'Shown beside the images; line breaks are kept.',
    ['images', { label: 'Images', description: "The collection's images in the order shown; drag them to reorder." }],
  ),
  [CONTENT_TYPE.article]: {
    mainField: 'title',
    list: ['cover', 'title', 'category', 'author', 'publishedDate', 'updatedAt'],
    sort: { by: 'publishedDate', order: 'DESC' },
    fields: {
      title: { label: 'Title', description: 'The headline; "Part 1" and "Part 2" in it link the parts of a series.' },
      slug: {
        label: 'URL slug',
        description: `The article's address, /articles/{slug}, made from the title when left empty or untouched: ${SLUG_RULE}`,
      },
      description: { label: 'Summary', description: 'One or two sentences shown in article lists and search.' },
      category: { label: 'Category', description: 'Interview, Spotlight, Deep Dive or Exclusive.' },
      author: { label: 'Author', description: 'The name shown in the byline.' },
      publishedDate: {
        label: 'Publication date',
        description: 'The date shown on the article; lists are newest first.',
      },
      cover: { label: 'Cover', description: 'The image shown at the top of the article and in lists.' },
      blocks: { label: 'Text blocks', description: "The article's body, block by block, in light markdown." },
      alsoLinkDesigners: {
        label: 'Also link these designers',
        description:
          "Names of designers and brands in the text are linked by themselves. Add here those the article is about under another spelling: they are listed under 'Designers in this article' and the article shows on their page, without a link in the text. Only designers with published scans or archives appear.",
      },
      neverLinkDesigners: {
        label: 'Never link these designers',
        description:
          'Designers or brands the site should not link though their name is in the text (e.g. "undercover" as a word); a designer cannot be in both lists.',
      },
      seo: SEO,
      updatedAt: UPDATED_AT,
    },
  },
  [CONTENT_TYPE.designer]: {
    mainField: 'name',
    list: ['name', 'updatedAt'],
    sort: { by: 'name', order: 'ASC' },
    fields: {
      name: { label: 'Name', description: 'As it should appear in menus; accents welcome ("Comme des Garçons").' },
      slug: SLUG('name'),
      scans: { label: 'Scans', description: 'Scans of this designer or brand; set the designer on each scan.' },
      archiveEntries: {
        label: 'Archive entries',
        description: 'Archive entries of this designer or brand; set the designer on each entry.',
      },
      updatedAt: UPDATED_AT,
    },
  },
  [CONTENT_TYPE.about]: {
    // Without a text field Strapi would title the edit view with its document ID; `id` shows "About".
    mainField: 'id',
    fields: {
      body: { label: 'Text', description: 'The About page, in markdown.' },
      contributors: { label: 'Contributors', description: 'The people behind the library, in the order shown.' },
      updatedAt: UPDATED_AT,
    },
  },
  [CONTENT_TYPE.siteSetting]: {
    fields: {
      siteName: { label: 'Site name', description: 'Follows each page\'s title in the browser tab: "Scans | Folio".' },
      description: {
        label: 'Site description',
        description: "The home page's description for search engines and shares.",
      },
      donateUrl: { label: 'Donate link', description: 'The web address the DONATE links open (https://…).' },
      instagramUrl: {
        label: 'Instagram link',
        description: 'The Instagram profile the busy screen points to (https://…).',
      },
      socialLinks: { label: 'Social links', description: "The profiles listed in the footer's social links." },
      defaultShareImage: {
        label: 'Default share image',
        description: 'Shown when a page without an image of its own is shared.',
      },
      iiifRights: {
        label: 'Rights statement (IIIF)',
        description:
          'What others may do with the scans, shown by IIIF viewers: the address of a RightsStatements.org statement (e.g. http://rightsstatements.org/vocab/InC-EDU/1.0/, In Copyright – Educational Use Permitted) or of a Creative Commons license (e.g. https://creativecommons.org/licenses/by/4.0/). Empty keeps In Copyright – Educational Use Permitted.',
      },
      iiifAttribution: {
        label: 'Attribution (IIIF)',
        description:
          'The credit IIIF viewers show under "Attribution" with every scan and archive entry; {siteName} is replaced by the site name.',
      },
      updatedAt: UPDATED_AT,
    },
  },
  'content.text-block': {
    mainField: 'text',
    fields: {
      text: {
        label: 'Text',
        description: 'Light markdown: ## heading, **bold**, *italic*, ~~strikethrough~~, --- rule, [link](https://…).',
      },
    },
  },
  'shared.contributor': {
    mainField: 'name',
    fields: {
      name: { label: 'Name', description: 'As it should appear on the About page.' },
      role: { label: 'Role', description: 'What they do for the library, e.g. "Archivist".' },
      link: { label: 'Link', description: 'Optional: their profile or site (https://…).' },
    },
  },
  'shared.seo': {
    mainField: 'metaTitle',
    fields: {
      metaTitle: {
        label: 'Meta title',
        description: 'Up to 70 characters; replaces the page title in tabs and search results.',
      },
      metaDescription: {
        label: 'Meta description',
        description: 'Up to 200 characters; shown by search engines and shares.',
      },
      shareImage: { label: 'Share image', description: 'Shown when the page is shared.' },
    },
  },
  'shared.social-link': {
    mainField: 'platform',
    fields: {
      platform: { label: 'Platform', description: 'The name shown in the footer, e.g. "Instagram".' },
      url: { label: 'Link', description: "The profile's web address (https://…)." },
    },
  },
  [REDIRECT_TYPE]: {
    mainField: 'fromPath',
    list: ['fromPath', 'targetType', 'updatedAt'],
    sort: { by: 'updatedAt', order: 'DESC' },
    // Kept by the CMS when a published page moves; editing one by hand would send visitors astray.
    readOnly: ['fromPath', 'targetType', 'targetDocumentId'],
    fields: {
      fromPath: {
        label: 'Former address',
        description: 'An address the page had before it moved; the site answers it with a permanent redirect.',
      },
      targetType: { label: 'Page type', description: 'The kind of entry the address belongs to.' },
      targetDocumentId: {
        label: 'Entry',
        description: "The entry's document ID: the address leads to wherever that entry is now.",
      },
      updatedAt: { label: 'Moved', description: 'When the page last left this address.' },
    },
  },
  [INQUIRY_UID]: {
    mainField: 'name',
    list: ['receivedAt', 'typeOfInquiry', 'name', 'triageStatus'],
    sort: { by: 'receivedAt', order: 'DESC' },
    // What the visitor sent and how the notification mail went are records; only the status is the team's.
    readOnly: [
      'typeOfInquiry',
      'name',
      'email',
      'instagramHandle',
      'contributionType',
      'contributionHours',
      'improvementType',
      'message',
      'receivedAt',
      'mailStatus',
      'mailAttempts',
      'mailError',
    ],
    fields: {
      receivedAt: { label: 'Received at', description: 'When the site received the inquiry.' },
      typeOfInquiry: {
        label: 'Inquiry type',
        description: 'Which form was sent: general, contributor or site improvements.',
      },
      name: { label: 'Name', description: 'As the visitor gave it.' },
      email: { label: 'E-mail', description: 'Where to answer.' },
      instagramHandle: { label: 'Instagram handle', description: 'Optional; as the visitor gave it.' },
      contributionType: { label: 'Contribution types', description: 'Contributor form: what they offer to do.' },
      contributionHours: { label: 'Hours a week', description: 'Contributor form: the time they can give.' },
      improvementType: {
        label: 'Improvement type',
        description: 'Site improvements form: bug fix or general feedback.',
      },
      message: { label: 'Message', description: 'What the visitor wrote.' },
      triageStatus: { label: 'Status', description: 'Where the team stands: new, read, answered or closed.' },
      mailStatus: {
        label: 'Notification mail',
        description: "Whether the team's notification e-mail went out; failed ones are retried.",
      },
      mailAttempts: { label: 'Mail attempts', description: 'How often sending the notification was tried.' },
      mailError: { label: 'Mail error', description: 'Why the last attempt to send the notification failed.' },
      updatedAt: UPDATED_AT,
    },
  },
};

export const fieldLabel = (uid: string, field: string): string => ADMIN_LAYOUT[uid]?.fields[field]?.label ?? field;
