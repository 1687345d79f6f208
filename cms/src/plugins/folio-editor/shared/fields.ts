/** Names shared by the plugin's server and admin parts. */
export const PLUGIN_ID = 'folio-editor';

/** The year field: an integer column, edited as plain digits. */
export const YEAR_FIELD = 'year';

/** The custom field's UID, as content types name it in schema.json (`"customField": …`). */
export const YEAR_FIELD_UID = `plugin::${PLUGIN_ID}.${YEAR_FIELD}`;
