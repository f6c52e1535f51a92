import { callOrReturn, Extension, getExtensionField, mergeAttributes, Node } from '@tiptap/core';
import { goToNextCell, tableEditing } from '@tiptap/pm/tables';

// Tables from ProseMirror's own table module (`@tiptap/extension-table` is not published for this
// tiptap version): a table of rows of header or data cells, Tab and Shift+Tab between cells.

const cellAttributes = {
  colspan: { default: 1 },
  rowspan: { default: 1 },
  colwidth: { default: null },
};

export const DocTableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  tableRole: 'cell',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', mergeAttributes(HTMLAttributes), 0],
});

export const DocTableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  tableRole: 'header_cell',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', mergeAttributes(HTMLAttributes), 0],
});

export const DocTableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  tableRole: 'row',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', mergeAttributes(HTMLAttributes), 0],
});

declare module '@tiptap/core' {
  interface NodeConfig {
    tableRole?: string;
  }
  interface Commands<ReturnType> {
    docTable: { insertTable: (rows: number, cols: number) => ReturnType };
  }
}

export const DocTable = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  tableRole: 'table',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), ['tbody', 0]],
  addCommands() {
    return {
      insertTable:
        (rows, cols) =>
        ({ commands }) => {
          const cell = (type: string) => ({ type, content: [{ type: 'paragraph' }] });
          const row = (type: string) => ({
            type: 'tableRow',
            content: Array.from({ length: cols }, () => cell(type)),
          });
          return commands.insertContent({
            type: 'table',
            content: [row('tableHeader'), ...Array.from({ length: rows - 1 }, () => row('tableCell'))],
          });
        },
    };
  },
  addKeyboardShortcuts() {
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
  addProseMirrorPlugins() {
    return [tableEditing()];
  },
});

/** Puts each node's `tableRole` in its ProseMirror spec, where the table module looks for it. */
const TableRoles = Extension.create({
  name: 'tableRoles',
  extendNodeSchema(extension) {
    const context = { name: extension.name, options: extension.options, storage: extension.storage };
    return { tableRole: callOrReturn(getExtensionField(extension, 'tableRole', context)) };
  },
});

export const docTableExtensions = [TableRoles, DocTable, DocTableRow, DocTableHeader, DocTableCell];
