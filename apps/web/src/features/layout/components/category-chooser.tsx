import { BottomSheet } from '@vastra/ui/bottom-sheet';
import { CategoryList } from './category-list';

/** The phone 'Choose Category' bottom sheet. */
export function CategoryChooser({ onClose }: { onClose: () => void }) {
  return (
    <BottomSheet open onClose={onClose} title="Choose Category">
      <CategoryList onNavigate={onClose} />
    </BottomSheet>
  );
}
