/**
 * Field error messages. The first five are the spec's validation messages, word for word. The spec lists no
 * message for a malformed e-mail address, for a value outside a select's options or for a NUL character
 * (the modal produces neither of the last two; only a hand-made request can), so those three are ours, in
 * the same voice.
 */
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
