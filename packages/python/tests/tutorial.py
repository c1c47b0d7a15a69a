"""The first tutorial's solver, ported as it wrote it: a board as nine lists, the first empty cell
in reading order gets each digit 1 to 9, a counter ``t`` for every digit tried. The test checks
our counts against it, and ``make bench-python`` times it."""


def valid(board, row, col, n):
    for k in range(9):
        if board[row][k] == n or board[k][col] == n:
            return False
    box_row, box_col = row // 3 * 3, col // 3 * 3
    for r in range(box_row, box_row + 3):
        for c in range(box_col, box_col + 3):
            if board[r][c] == n:
                return False
    return True


def solve(board, tally):
    for i in range(9):
        for j in range(9):
            if board[i][j] == 0:
                for n in range(1, 10):
                    tally["t"] += 1
                    if valid(board, i, j, n):
                        board[i][j] = n
                        if solve(board, tally):
                            return True
                        board[i][j] = 0
                return False
    return True
