import { columnFields } from '@tutor-admin/shared'
import { useMemo } from 'react'
import { openDialog } from '../../layout/dialogStore'
import type { ListSetup } from '../useListSetup'
import { withColumnWidth } from './columnChoices'
import type { ColumnsLayout } from './columnsLayout'

/**
 * The person's column changes of a list: the chooser (loaded when first opened)
 * keeps its choice or goes back to the list's own columns; a resized heading keeps its width.
 */
export const useColumnsLayout = ({ route, columns, ownColumns, keepColumns }: ListSetup): ColumnsLayout =>
  useMemo(
    () => ({
      own: ownColumns,
      chooseColumns: async (hiddenToFit = []) => {
        const { ColumnChooserDialog } = await import('./ColumnChooserDialog')
        const choice = await openDialog(ColumnChooserDialog, {
          fields: columnFields(route.collection),
          columns,
          hiddenToFit
        })
        if (choice) keepColumns(choice === 'reset' ? undefined : choice)
      },
      resizeColumn: (name, width, shown) =>
        keepColumns(
          withColumnWidth(
            shown ? columns.filter((column) => shown.includes(column.name)) : columns,
            name,
            width
          )
        )
    }),
    [route, columns, ownColumns, keepColumns]
  )
