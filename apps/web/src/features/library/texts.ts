/** Texts of the Document Library (spec sections 2, 5 and 8). */
export const LIBRARY_TEXTS = {
  title: 'Document Library',
  subtitle: 'Every statement you converted while signed in, ready to download again.',
  searchLabel: 'Search documents',
  searchPlaceholder: 'Search by file name',
  sortLabel: 'Sort by',
  sorts: {
    newest: 'Newest First',
    oldest: 'Oldest First',
    name: 'Name (A-Z)',
    size: 'File Size (largest first)',
  },
  convertNew: 'Convert New Document',
  emptyTitle: 'No documents yet',
  emptyText: 'Convert your first bank statement to get started!',
  emptyAction: 'Convert First Document',
  noMatchTitle: 'No documents found',
  noMatchText: 'Try adjusting your search terms',
  loading: 'Loading documents',
  download: 'Download',
  /** The Download button's accessible name: what it downloads, and of which statement. */
  downloadLabel: (filename: string) => `Download CSV (one row per transaction) of ${filename}`,
  downloading: 'Downloading...',
  excel: 'Excel',
  excelTitle: 'Download the Excel workbook',
  delete: 'Delete',
  deleting: 'Deleting...',
  pages: (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`,
  convertedOn: 'Converted',
  statusCompleted: 'completed',
  confirmDelete: (filename: string) => `Are you sure you want to delete "${filename}"?`,
  count: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'document' : 'documents'}`
      : `${shown} of ${total} documents`,
  toasts: {
    downloaded: 'File downloaded successfully',
    downloadFailed: 'Failed to download file',
    downloadNetwork: 'Download failed',
    deleted: 'Document deleted successfully',
    deleteFailed: 'Failed to delete document',
    deleteNetwork: 'Delete failed',
  },
} as const;
