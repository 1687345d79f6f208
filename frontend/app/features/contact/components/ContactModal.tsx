import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { CONTACT_FORM_TITLES, DIALOG_MAX_HEIGHT, DIALOG_MAX_WIDTH_PX, type ContactFormType } from '@folio/core';
import { useId } from 'react';
import { ContactForm, type ContactFormProps } from './ContactForm';

export interface ContactModalProps extends Omit<ContactFormProps, 'type'> {
  open: boolean;
  type: ContactFormType;
  formKey: number;
  onClose: () => void;
  onExited: () => void;
}

export default function ContactModal({ open, type, formKey, onClose, onExited, ...outcomes }: ContactModalProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      scroll="paper"
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: { width: 'calc(100% - 16px)', m: 1, maxWidth: DIALOG_MAX_WIDTH_PX, maxHeight: DIALOG_MAX_HEIGHT },
        },
        transition: { onExited },
      }}
    >
      <DialogTitle
        id={titleId}
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, position: 'sticky', top: 0, pr: 1 }}
      >
        <Box component="span" sx={{ flexGrow: 1 }}>
          {CONTACT_FORM_TITLES[type]}
        </Box>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <ContactForm key={formKey} type={type} {...outcomes} />
    </Dialog>
  );
}
