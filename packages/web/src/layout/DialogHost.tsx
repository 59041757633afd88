import { useDialogStore } from './dialogStore'

/** Renders the dialogs that pages open with `openDialog` (R-LAY-13). */
export function DialogHost() {
  const dialogs = useDialogStore((state) => state.dialogs)
  return (
    <>
      {dialogs.map(({ id, Component, props, open, close }) => (
        <Component key={id} {...props} open={open} close={close} />
      ))}
    </>
  )
}
