// Being built in this session (issue 4): the sharing dialog (link, social networks, native share).
export interface ShareDialogProps {
  storyId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ShareDialog(_props: ShareDialogProps) {
  return null;
}
