let s = "unterminated \(1 + 
func f( {
/* unterminated comment
