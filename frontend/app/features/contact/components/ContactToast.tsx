import Alert from '@mui/material/Alert';
import type { ContactToastMessage } from '../contactState';

/**
 * A toast with its icon and background (success or error), closed by a click anywhere on it or by its
 * close button; ContactProvider removes it after 5 seconds.
 */
export default function ContactToast({ toast, onClose }: { toast: ContactToastMessage; onClose: () => void }) {
  return (
    <Alert
      variant="filled"
      severity={toast.severity}
      onClick={onClose}
      onClose={onClose}
      sx={{ maxWidth: 480, mx: 'auto', cursor: 'pointer', boxShadow: 6 }}
    >
      {toast.message}
    </Alert>
  );
}
