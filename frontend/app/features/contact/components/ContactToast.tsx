import Alert from '@mui/material/Alert';
import type { ContactToastMessage } from '../contactState';

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
