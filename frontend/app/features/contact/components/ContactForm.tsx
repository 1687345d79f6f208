import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  CONTACT_FIELD_LABELS,
  CONTACT_FIELDS,
  CONTACT_SCHEMAS,
  CONTRIBUTION_HOURS_OPTIONS,
  contactMessages,
  emptyContactValues,
  IMPROVEMENT_TYPE_OPTIONS,
  isContactFormComplete,
  type ContactFieldName,
  type ContactFormType,
  type ContactFormValues,
} from '@folio/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { sendInquiry } from '../api/contactApi';
import { useCaptchaPass } from '../hooks/useCaptchaPass';
import { currentAllowance, rememberSubmission } from '../submissionStorage';
import { CaptchaField } from './CaptchaField';
import { ChoiceField } from './ChoiceField';
import { ContactTextField } from './ContactTextField';
import { ContributionTypeField } from './ContributionTypeField';
import { MessageField } from './MessageField';

export interface ContactFormProps {
  type: ContactFormType;
  submitAttempts: number;
  /** Called first, whatever happens next (limit reached, invalid, sent). */
  onSubmitPressed: () => void;
  onSent: () => void;
  onLimitReached: (hoursUntilNext: number) => void;
}

// The spec shows nothing for server errors; the visitor still learns the message did not go out.
export const SEND_FAILED_MESSAGE = 'Your message could not be sent. Please try again later.';

type Values = Partial<ContactFormValues>;

export function ContactForm({ type, submitAttempts, onSubmitPressed, onSent, onLimitReached }: ContactFormProps) {
  const { control, handleSubmit, setValue, setError, trigger, watch, formState } = useForm<Values>({
    defaultValues: emptyContactValues(type),
    resolver: yupResolver(CONTACT_SCHEMAS[type]),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control });
  const revalidate = submitAttempts > 0;
  useEffect(() => {
    if (!revalidate) return;
    const subscription = watch((_values, { name }) => {
      if (name) void trigger(name.split('.')[0] as ContactFieldName);
    });
    return () => subscription.unsubscribe();
  }, [revalidate, watch, trigger]);
  const captcha = useCaptchaPass(() => setValue('recaptcha', false));
  const fields = CONTACT_FIELDS[type];
  const [sendFailed, setSendFailed] = useState(false);

  async function send(formData: Values) {
    setSendFailed(false);
    const outcome = await sendInquiry({ typeOfInquiry: type, formData, captchaPass: captcha.pass ?? '' });
    switch (outcome.kind) {
      case 'sent':
        rememberSubmission();
        captcha.drop();
        return onSent();
      case 'limited':
        return onLimitReached(outcome.hoursUntilNext);
      case 'invalid':
        for (const [field, message] of Object.entries(outcome.errors)) {
          setError(field as ContactFieldName, { message }, { shouldFocus: true });
        }
        return;
      case 'captcha':
        captcha.drop();
        setValue('recaptcha', false);
        return setError('recaptcha', { message: contactMessages.mustBeChecked(CONTACT_FIELD_LABELS.recaptcha) });
      case 'failed':
        return setSendFailed(true);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    onSubmitPressed();
    const allowance = currentAllowance();
    if (!allowance.allowed) {
      event.preventDefault();
      return onLimitReached(allowance.hoursUntilNext);
    }
    return handleSubmit(send)(event);
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {fields.map((field) => {
          switch (field) {
            case 'name':
            case 'email':
            case 'instagramHandle':
              return <ContactTextField key={field} name={field} control={control} />;
            case 'message':
              return <MessageField key={field} control={control} />;
            case 'contributionType':
              return <ContributionTypeField key={field} control={control} />;
            case 'contributionHours':
              return <ChoiceField key={field} name={field} options={CONTRIBUTION_HOURS_OPTIONS} control={control} />;
            case 'improvementType':
              return <ChoiceField key={field} name={field} options={IMPROVEMENT_TYPE_OPTIONS} control={control} />;
            case 'recaptcha':
              return (
                <CaptchaField
                  key={field}
                  generation={captcha.generation}
                  control={control}
                  onPass={(pass) => {
                    captcha.accept(pass);
                    setValue('recaptcha', true);
                  }}
                />
              );
          }
        })}
        {sendFailed && <Alert severity="error">{SEND_FAILED_MESSAGE}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={!isContactFormComplete(type, values) || formState.isSubmitting}
        >
          Submit
        </Button>
      </DialogActions>
    </Box>
  );
}
