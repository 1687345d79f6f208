import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';

/**
 * A round icon button for the navbar built on ButtonBase: MUI's IconButton also bundles its
 * loading spinner, which the first page load should not pay for.
 */
export function NavIconButton({ sx, ...props }: ButtonBaseProps & { href?: string; target?: string; rel?: string }) {
  return (
    <ButtonBase
      {...props}
      sx={[
        {
          width: 44,
          height: 44,
          borderRadius: '50%',
          color: 'inherit',
          '&:hover': { bgcolor: 'action.hover' },
          '& svg': { fontSize: 24 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
