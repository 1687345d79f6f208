// The first five are the spec's messages word for word; the spec has none for the last three, so they are ours.
export const contactMessages = {
  required: (label: string) => `${label} is required`,
  minSelected: (label: string, limit: number) => `${label} must have a minimum of ${limit} option selected`,
  mustBeChecked: (label: string) => `${label} must be checked`,
  cannotBeEmpty: (label: string) => `${label} cannot be empty`,
  maxLength: (label: string, limit: number) => `${label} has a maximum length of ${limit} characters`,
  invalidEmail: (label: string) => `${label} must be a valid e-mail address`,
  unknownOption: (label: string) => `${label} must be one of the listed options`,
  characterNotAllowed: (label: string) => `${label} contains a character that is not allowed`,
} as const;

export const unknownFormTypeMessage = (allowed: readonly string[]): string =>
  `Type of inquiry must be one of: ${allowed.join(', ')}`;
